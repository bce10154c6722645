import { Router } from 'express';
import { AppError } from '../../shared/errors/app-error';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { renderAvatarSvg } from './avatar-svg';

/** GET /api/avatars/{astrologerId}.svg: generated portraits, so the site needs no outside image host. */
export function createAvatarsRouter(): Router {
  const router = Router();
  router.get('/avatars/:file', async (req, res) => {
    const match = /^(\d{1,9})\.svg$/.exec(req.params.file);
    if (!match) throw AppError.notFound('avatar');
    const astrologer = await astrologerRepository.findApprovedSummaryById(Number(match[1]));
    if (!astrologer) throw AppError.notFound('avatar');
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .send(renderAvatarSvg(astrologer.name));
  });
  return router;
}
