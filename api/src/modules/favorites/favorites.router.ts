import { Router } from 'express';
import { addFavoriteRequestSchema, favoriteParamsSchema, type Favorite } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseParams } from '../../shared/http/validate';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { favoriteRepository, type FavoriteRecord } from './favorite.repository';

async function present(records: FavoriteRecord[]): Promise<Favorite[]> {
  const favorites: Favorite[] = [];
  for (const record of records) {
    // Only astrologers customers can still book are shown; a profile pending again or deleted drops out.
    const astrologer = await astrologerRepository.findApprovedById(record.astrologerId);
    if (!astrologer) continue;
    favorites.push({
      id: record.id,
      astrologerId: record.astrologerId,
      astrologer: {
        id: astrologer.id,
        name: astrologer.name,
        image: astrologer.image,
        rating: astrologer.rating,
        experience: astrologer.experience,
        ratePerMinute: astrologer.ratePerMinute,
        isOnline: astrologer.isOnline,
        specializations: astrologer.specializations,
      },
      createdAt: record.createdAt,
    });
  }
  return favorites;
}

/** A customer's saved astrologers (role user only). */
export function createFavoritesRouter(ctx: AppContext): Router {
  const router = Router();
  const customerOnly = ctx.guards.requireRole('user');

  router.get('/favorites', customerOnly, async (req, res) => {
    res.json(await present(await favoriteRepository.listForUser(currentUser(req).id)));
  });

  router.post('/favorites', customerOnly, async (req, res) => {
    const { astrologerId } = parseBody(addFavoriteRequestSchema, req);
    if (!(await astrologerRepository.findApprovedById(astrologerId))) throw AppError.notFound('astrologer');
    const { favorite, created } = await favoriteRepository.add(currentUser(req).id, astrologerId);
    const [shown] = await present([favorite]);
    if (!shown) throw AppError.notFound('astrologer');
    res.status(created ? 201 : 200).json(shown);
  });

  router.delete('/favorites/:astrologerId', customerOnly, async (req, res) => {
    const { astrologerId } = parseParams(favoriteParamsSchema, req);
    await favoriteRepository.remove(currentUser(req).id, astrologerId);
    res.status(204).end();
  });

  return router;
}
