import { z } from 'zod';
import { validationText } from './validation-text';

/**
 * Where an astrologer's newly uploaded profile photo stands (issue 33). A new photo is never public on upload:
 * it waits for an admin ('pending'; its `url` answers only the astrologer and admins) while the public profile
 * keeps the previous photo. Approved, it becomes the profile's `image` and the review disappears; rejected,
 * the astrologer sees the admin's `reason` until they upload another.
 */
export const profilePhotoReviewSchema = z.object({
  status: z.enum(['pending', 'rejected']),
  /** Pending only: the photo as it would appear (served to the astrologer and admins, 404 to anyone else). */
  url: z.string().optional(),
  submittedAt: z.string(),
  /** Rejected only: why, in the admin's words. */
  reason: z.string().optional(),
  decidedAt: z.string().optional(),
});
export type ProfilePhotoReview = z.infer<typeof profilePhotoReviewSchema>;

/** GET /api/admin/profile-photos: the photos waiting for review, oldest first. */
export const pendingProfilePhotoSchema = z.object({
  astrologerId: z.number().int().positive(),
  name: z.string(),
  /** The photo the public sees today (the generated avatar when none was approved yet). */
  currentImage: z.string(),
  /** The new photo (private: astrologer and admins only). */
  pendingUrl: z.string(),
  submittedAt: z.string(),
});
export type PendingProfilePhoto = z.infer<typeof pendingProfilePhotoSchema>;

/**
 * GET /api/profile-photos/pending/{file}: the stored file name of a pending photo. Any text is taken; a name that
 * is not a stored image's gets the same 404 as a photo the caller may not see.
 */
export const pendingProfilePhotoParamsSchema = z.object({ file: z.string() });

/** POST /api/admin/profile-photos/{astrologerId}/reject: the reason is shown to the astrologer. */
export const rejectProfilePhotoRequestSchema = z.object({
  reason: z
    .string({ message: validationText('admin.reasonNotText') })
    .trim()
    .min(1, validationText('admin.photoReasonRequired'))
    .max(300, validationText('admin.reasonMax', { max: 300 })),
});
export type RejectProfilePhotoRequest = z.infer<typeof rejectProfilePhotoRequestSchema>;
