import { Router, type Request } from 'express';
import { astrologerSelfEndpoints, type AdminAstrologer, type OwnAstrologerProfile } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { astrologerAdminRepository } from '../astrologers/astrologer-admin.repository';
import { astrologerCatalog } from '../astrologer-catalog/astrologer-catalog';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { detectImageType } from '../uploads/image-type';
import { receiveOneImage } from '../uploads/receive-one-image';
import { profilePhotoReviewRepository } from '../profile-photos/profile-photo-review.repository';
import { createProfilePhotoStores } from '../profile-photos/profile-photo-stores';
import { submitProfilePhoto } from '../profile-photos/use-cases/submit-profile-photo';
import { tellFavoritesAstrologerOnline } from '../favorites/use-cases/tell-favorites-astrologer-online';
import { apiText } from '../../shared/i18n/api-text';

function ownAstrologerId(req: Request): number {
  const { astrologerId } = currentUser(req);
  if (!astrologerId) throw AppError.forbidden(apiText('errors.common.noAstrologerProfile'));
  return astrologerId;
}

/** An astrologer's own profile (listing fields, photo, rate within the admin's limits) and online switch. */
export function createAstrologerSelfRouter(ctx: AppContext): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const photoStores = createProfilePhotoStores(ctx.config);
  const rateLimits = ctx.config.billing.ratePerMinute;

  const own = async (profile: AdminAstrologer): Promise<OwnAstrologerProfile> => ({
    ...profile,
    rateLimits,
    commissionPercent: ctx.config.billing.commissionPercent,
    photoReview: await profilePhotoReviewRepository.findByAstrologer(profile.id),
  });

  serve(astrologerSelfEndpoints.profile, async (_request, req) => {
    const profile = await astrologerRepository.findById(ownAstrologerId(req));
    if (!profile) throw AppError.notFound('astrologerProfile');
    return own(profile);
  });

  serve(astrologerSelfEndpoints.updateProfile, async ({ body: change }, req) => {
    // The chat rate and the call rate lie within the same limits the admin sets.
    for (const field of ['ratePerMinute', 'callRatePerMinute'] as const) {
      const rate = change[field];
      if (typeof rate === 'number' && (rate < rateLimits.min || rate > rateLimits.max)) {
        const message = apiText('errors.astrologerSelf.rateRange', { min: rateLimits.min, max: rateLimits.max });
        throw AppError.badRequest(message, { [field]: message });
      }
    }
    const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    const updated = await astrologerRepository.updateOwnProfile(ownAstrologerId(req), defined);
    if (!updated) throw AppError.notFound('astrologerProfile');
    astrologerCatalog.invalidate();
    return own(updated);
  });

  // A new photo is re-encoded (no EXIF/GPS) and waits for an admin: the public profile keeps its photo until then.
  serve(astrologerSelfEndpoints.uploadPhoto, receiveOneImage(), async (_request, req) => {
    const file = req.file;
    if (!file || file.size === 0) throw AppError.badRequest(apiText('errors.common.chooseImageUpload'), { image: apiText('errors.common.chooseImageUpload') });
    const id = ownAstrologerId(req);
    const profile = await astrologerRepository.findById(id);
    if (!profile) throw AppError.notFound('astrologerProfile');
    await submitProfilePhoto(id, file.buffer, detectImageType(file.buffer), photoStores);
    return own(profile);
  });

  serve(astrologerSelfEndpoints.setOnline, async ({ body }, req) => {
    const { isOnline } = body;
    const id = ownAstrologerId(req);
    const profile = await astrologerRepository.findById(id);
    if (!profile) throw AppError.notFound('astrologerProfile');
    // Customers only see approved profiles, so only those can be switched on.
    if (isOnline && profile.approvalStatus !== 'approved') {
      throw AppError.forbidden(apiText('errors.astrologerSelf.profileWaitingApprovalCannot'));
    }
    const changed = await astrologerAdminRepository.setOnline(id, isOnline);
    if (!changed) throw AppError.notFound('astrologerProfile');
    if (!changed.before.isOnline && changed.after.isOnline) await tellFavoritesAstrologerOnline(changed.after, ctx.realtime);
    return changed.after;
  });

  return router;
}
