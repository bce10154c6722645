import { Router, type RequestHandler, type Response } from 'express';
import { astrologerCatalogEndpoints } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { ANSWERED, endpointServer, type Answered } from '../../shared/http/serve-endpoint';
import { astrologerCatalog, type PreparedJson } from './astrologer-catalog';
import { astrologerRepository } from '../astrologers/astrologer.repository';

/**
 * /astrologer/{id} shares its prefix with the astrologer's own routes (/astrologer/profile, ...): anything that is
 * not a number skips this route (next('route')) and falls through to them.
 */
const numericIdOnly: RequestHandler = (req, _res, next) => {
  if (/^\d+$/.test(String(req.params.id))) next();
  else next('route');
};

/** Sends a catalogue answer with its entity tag: Express answers 304 itself when the browser already has it. */
function sendPrepared(res: Response, answer: PreparedJson): Answered {
  res.setHeader('ETag', answer.etag);
  res.type('application/json').send(answer.body);
  return ANSWERED;
}

/** Public astrologer discovery: no token needed. */
export function createAstrologersRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  // Served as the catalogue's ready-made JSON (built and tagged once per snapshot), not serialised again.
  serve(astrologerCatalogEndpoints.list, async (_request, _req, res) => sendPrepared(res, await astrologerCatalog.list()));

  // The home page's figures (online now, rating, consultations): what the brand copy would otherwise only claim.
  serve(astrologerCatalogEndpoints.figures, async () => astrologerCatalog.figures());

  serve(astrologerCatalogEndpoints.detail, async ({ params }, _req, res) => {
    const astrologer = await astrologerCatalog.detail(params.id);
    if (!astrologer) throw AppError.notFound('astrologer');
    return sendPrepared(res, astrologer);
  });

  serve(astrologerCatalogEndpoints.summary, numericIdOnly, async ({ params }) => {
    const summary = await astrologerRepository.findApprovedSummaryById(params.id);
    if (!summary) throw AppError.notFound('astrologer');
    return summary;
  });

  return router;
}
