import { Router } from 'express';
import { favoritesEndpoints, type Favorite } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
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
  const serve = endpointServer(router, ctx.guards);

  serve(favoritesEndpoints.list, async (_request, req) => present(await favoriteRepository.listForUser(currentUser(req).id)));

  serve(favoritesEndpoints.add, async ({ body }, req, res) => {
    const { astrologerId } = body;
    if (!(await astrologerRepository.findApprovedById(astrologerId))) throw AppError.notFound('astrologer');
    const { favorite, created } = await favoriteRepository.add(currentUser(req).id, astrologerId);
    const [shown] = await present([favorite]);
    if (!shown) throw AppError.notFound('astrologer');
    // 201 for a new favorite, 200 when it was already saved: the status varies, so it is written here.
    res.status(created ? 201 : 200).json(shown);
    return ANSWERED;
  });

  serve(favoritesEndpoints.remove, async ({ params }, req) => {
    await favoriteRepository.remove(currentUser(req).id, params.astrologerId);
  });

  return router;
}
