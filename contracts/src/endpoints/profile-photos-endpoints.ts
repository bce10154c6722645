import { z } from 'zod';
import { adminAstrologerSchema } from '../astrologer';
import { idParamsSchema } from '../ids';
import { pendingProfilePhotoParamsSchema, pendingProfilePhotoSchema, rejectProfilePhotoRequestSchema } from '../photo-review';
import { emptyResponse, endpoint, fileResponse, schemaResponse, type Endpoint } from './endpoint';

/** Astrologers' new photos under review, issue 33 (api/src/modules/profile-photos). */
export const profilePhotosEndpoints = {
  pendingPhoto: endpoint({
    method: 'GET',
    path: '/profile-photos/pending/:file',
    summary: 'A photo waiting for review, for its astrologer and admins only (404 to anyone else)',
    access: 'signed-in',
    params: pendingProfilePhotoParamsSchema,
    response: fileResponse('The image (PNG, JPEG, WebP or GIF)'),
  }),
  pending: endpoint({
    method: 'GET',
    path: '/admin/profile-photos',
    summary: 'The photos waiting for review, oldest first',
    access: 'admin',
    response: schemaResponse('PendingProfilePhoto[]', z.array(pendingProfilePhotoSchema)),
  }),
  approve: endpoint({
    method: 'POST',
    path: '/admin/profile-photos/:id/approve',
    summary: "Approve an astrologer's new photo: it becomes the public profile image",
    access: 'admin',
    params: idParamsSchema,
    response: schemaResponse('AdminAstrologer', adminAstrologerSchema),
  }),
  reject: endpoint({
    method: 'POST',
    path: '/admin/profile-photos/:id/reject',
    summary: "Reject an astrologer's new photo with a reason the astrologer sees",
    access: 'admin',
    params: idParamsSchema,
    body: rejectProfilePhotoRequestSchema,
    response: emptyResponse,
  }),
} satisfies Record<string, Endpoint>;
