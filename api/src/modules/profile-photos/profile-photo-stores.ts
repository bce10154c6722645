import { apiUrlOf, profilePhotosEndpoints } from '@astrosetu/contracts';
import type { AppConfig } from '../../config/config';
import { localDataDir } from '../../shared/storage/local-data-dir';
import { createImageStore, type ImageStore } from '../uploads/image-store';

/**
 * Where profile photos live: `pending` is a private directory (served only by the profile-photos router to
 * the astrologer and admins, never by /api/uploads/{file}); `public` is the uploads store, where a photo is
 * copied once an admin approves it.
 */
export interface ProfilePhotoStores {
  pending: ImageStore;
  public: ImageStore;
}

export function createProfilePhotoStores(config: Pick<AppConfig, 'uploadDir'>): ProfilePhotoStores {
  return {
    pending: createImageStore(localDataDir('pending-photos', config.uploadDir ? `${config.uploadDir}/../pending-photos` : undefined)),
    public: createImageStore(localDataDir('uploads', config.uploadDir)),
  };
}

/** Where the astrologer and admins see a pending photo (stored names are hex and an extension: nothing to escape). */
export const pendingPhotoUrlOf = (file: string) => apiUrlOf(profilePhotosEndpoints.pendingPhoto, { params: { file } });
