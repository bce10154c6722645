import type { AdminAstrologer, User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import { astrologerCatalog } from '../../astrologer-catalog/astrologer-catalog';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { auditRepository } from '../../audit/audit.repository';
import { uploadUrlOf } from '../../uploads/image-store';
import { profilePhotoReviewRepository, type PendingReview } from '../profile-photo-review.repository';
import type { ProfilePhotoStores } from '../profile-photo-stores';

const noPendingPhoto = () => new AppError(404, 'NOT_FOUND', apiText('errors.uploads.noPendingPhoto'));

async function pendingOf(astrologerId: number): Promise<PendingReview> {
  const pending = await profilePhotoReviewRepository.findPending(astrologerId);
  if (!pending) throw noPendingPhoto();
  return pending;
}

/**
 * The admin approves: the photo is copied to the public store and becomes the profile's image, in one
 * transaction with the audit entry. Deciding on a photo that was replaced meanwhile is a 404 (the admin
 * saw another one).
 */
export async function approveProfilePhoto(admin: User, astrologerId: number, stores: ProfilePhotoStores): Promise<AdminAstrologer> {
  const pending = await pendingOf(astrologerId);
  const bytes = await stores.pending.read(pending.file);
  if (!bytes) throw noPendingPhoto();
  const extension = pending.file.slice(pending.file.lastIndexOf('.') + 1);
  const publicName = await stores.public.save(bytes, extension === 'png' ? { contentType: 'image/png', extension: 'png' } : { contentType: 'image/jpeg', extension: 'jpg' });
  const image = uploadUrlOf(publicName);
  const result = await runInTransaction(async (session) => {
    if (!(await profilePhotoReviewRepository.approve(astrologerId, pending.file, session))) return null;
    const before = await astrologerRepository.findById(astrologerId, session);
    const after = await astrologerRepository.setPublicImage(astrologerId, image, session);
    if (!before || !after) throw AppError.notFound('astrologer');
    await auditRepository.record(
      {
        actor: { id: admin.id, username: admin.username },
        action: 'astrologer.photo-approve',
        target: { type: 'astrologer', id: astrologerId },
        summary: `Approved the new profile photo of ${after.name} (${image})`,
        before: { image: before.image },
        after: { image: after.image },
      },
      session,
    );
    return after;
  });
  if (!result) {
    await stores.public.remove(publicName);
    throw noPendingPhoto();
  }
  await stores.pending.remove(pending.file);
  astrologerCatalog.invalidate();
  return result;
}

/** The admin rejects with a reason the astrologer reads on their profile; the public photo does not change. */
export async function rejectProfilePhoto(admin: User, astrologerId: number, reason: string, stores: ProfilePhotoStores): Promise<void> {
  const pending = await pendingOf(astrologerId);
  const decided = await runInTransaction(async (session) => {
    if (!(await profilePhotoReviewRepository.reject(astrologerId, pending.file, { reason, by: admin.id, at: new Date() }, session))) return false;
    const astrologer = await astrologerRepository.findById(astrologerId, session);
    await auditRepository.record(
      {
        actor: { id: admin.id, username: admin.username },
        action: 'astrologer.photo-reject',
        target: { type: 'astrologer', id: astrologerId },
        summary: `Rejected the new profile photo of ${astrologer?.name ?? `astrologer ${astrologerId}`}: ${reason}`,
        before: { pendingPhoto: pending.file },
        after: { reason },
      },
      session,
    );
    return true;
  });
  if (!decided) throw noPendingPhoto();
  await stores.pending.remove(pending.file);
}
