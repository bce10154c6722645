import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import type { ImageType } from '../../uploads/image-type';
import { profilePhotoPolicy, reencodeImage } from '../../uploads/reencode-image';
import { profilePhotoReviewRepository } from '../profile-photo-review.repository';
import type { ProfilePhotoStores } from '../profile-photo-stores';

/**
 * An astrologer's new photo (issue 33): re-encoded without metadata (no EXIF/GPS), at most 1024 px, and kept
 * private until an admin approves it. The public profile keeps its current photo meanwhile; a second upload
 * before the decision replaces the first (whose file is deleted).
 */
export async function submitProfilePhoto(astrologerId: number, bytes: Buffer, type: ImageType | null, stores: ProfilePhotoStores): Promise<void> {
  if (!type) throw AppError.badRequest(apiText('errors.common.imageType'), { image: apiText('errors.common.imageType') });
  const image = await reencodeImage(bytes, type, profilePhotoPolicy);
  const file = await stores.pending.save(image.bytes, image.type);
  const replaced = await profilePhotoReviewRepository.submit(astrologerId, file, new Date());
  if (replaced && replaced !== file) await stores.pending.remove(replaced);
}
