import { Router } from 'express';
import { avatarsEndpoints } from '@astrosetu/contracts';
import { AppError } from '../../shared/errors/app-error';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { renderAvatarSvg } from './avatar-svg';

/** GET /api/avatars/{astrologerId}.svg: generated portraits, so the site needs no outside image host. */
export function createAvatarsRouter(): Router {
  const router = Router();
  endpointServer(router)(avatarsEndpoints.portrait, async ({ params }, _req, res): Promise<typeof ANSWERED> => {
    const match = /^(\d{1,9})\.svg$/.exec(params.file);
    if (!match) throw AppError.notFound('avatar');
    const astrologer = await astrologerRepository.findApprovedSummaryById(Number(match[1]));
    if (!astrologer) throw AppError.notFound('avatar');
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .send(renderAvatarSvg(astrologer.name));
    return ANSWERED;
  });
  return router;
}
