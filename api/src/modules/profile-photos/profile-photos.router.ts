import { Router } from 'express';
import { profilePhotosEndpoints, type PendingProfilePhoto } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { STORED_IMAGE_NAME } from '../uploads/image-store';
import { contentTypeOfExtension } from '../uploads/image-type';
import { profilePhotoReviewRepository } from './profile-photo-review.repository';
import { createProfilePhotoStores, pendingPhotoUrlOf, type ProfilePhotoStores } from './profile-photo-stores';
import { approveProfilePhoto, rejectProfilePhoto } from './use-cases/decide-profile-photo';

/**
 * Astrologers' new photos under review (issue 33). GET /api/profile-photos/pending/{file} serves a pending photo
 * to its astrologer and to admins only (everyone else, signed in or not, gets the same 404 as for a file that
 * does not exist); admins list them and approve or reject (with a reason) under /api/admin/profile-photos.
 */
export function createProfilePhotosRouter(ctx: AppContext, stores: ProfilePhotoStores = createProfilePhotoStores(ctx.config)): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  serve(profilePhotosEndpoints.pendingPhoto, async ({ params }, req, res) => {
    const { file } = params;
    const owner = STORED_IMAGE_NAME.test(file) ? await profilePhotoReviewRepository.pendingOwnerOf(file) : null;
    const user = currentUser(req);
    const allowed = owner !== null && (user.role === 'admin' || (user.role === 'astrologer' && user.astrologerId === owner));
    if (!allowed || !(await stores.pending.exists(file))) throw AppError.notFound('image');
    const extension = file.slice(file.lastIndexOf('.') + 1) as keyof typeof contentTypeOfExtension;
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.sendFile(file, { root: stores.pending.directory, dotfiles: 'deny', headers: { 'Content-Type': contentTypeOfExtension[extension] } });
    return ANSWERED;
  });

  serve(profilePhotosEndpoints.pending, async () => {
    const pending = await profilePhotoReviewRepository.listPending();
    const names = await astrologerRepository.findNamesByIds(pending.map((review) => review.astrologerId));
    const body: PendingProfilePhoto[] = pending.flatMap((review) => {
      const astrologer = names.get(review.astrologerId);
      return astrologer
        ? [{ astrologerId: review.astrologerId, name: astrologer.name, currentImage: astrologer.image, pendingUrl: pendingPhotoUrlOf(review.file), submittedAt: review.submittedAt.toISOString() }]
        : [];
    });
    return body;
  });

  serve(profilePhotosEndpoints.approve, async ({ params }, req) => approveProfilePhoto(currentUser(req), params.id, stores));

  serve(profilePhotosEndpoints.reject, async ({ params, body }, req) => rejectProfilePhoto(currentUser(req), params.id, body.reason, stores));

  return router;
}
