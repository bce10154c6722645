import { Router } from 'express';
import { idParamsSchema } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { parseParams } from '../../shared/http/validate';
import { astrologerCatalog } from './astrologer-catalog';
import { astrologerRepository } from '../astrologers/astrologer.repository';

/** Public astrologer discovery: no token needed. */
export function createAstrologersRouter(_ctx: AppContext): Router {
  const router = Router();

  router.get('/astrologers', async (_req, res) => {
    res.type('application/json').send(await astrologerCatalog.listJson());
  });

  // The home page's figures (online now, rating, consultations): what the brand copy would otherwise only claim.
  router.get('/marketplace-figures', async (_req, res) => {
    res.json(await astrologerCatalog.figures());
  });

  router.get('/astrologers/:id', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const astrologer = await astrologerCatalog.detailJson(id);
    if (!astrologer) throw AppError.notFound('astrologer');
    res.type('application/json').send(astrologer);
  });

  // /astrologer/{id} shares its prefix with the astrologer's own routes (/astrologer/profile, ...):
  // anything that is not a number falls through to them.
  router.get('/astrologer/:id', async (req, res, next) => {
    if (!/^\d+$/.test(req.params.id)) {
      next();
      return;
    }
    const { id } = parseParams(idParamsSchema, req);
    const summary = await astrologerRepository.findApprovedSummaryById(id);
    if (!summary) throw AppError.notFound('astrologer');
    res.json(summary);
  });

  return router;
}
