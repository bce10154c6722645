import { onlineStatusRequestSchema, ownAstrologerProfileSchema, updateOwnAstrologerProfileRequestSchema } from '../admin';
import { adminAstrologerSchema } from '../astrologer';
import { endpoint, schemaResponse, type Endpoint } from './endpoint';

/** An astrologer's own profile, photo and online switch (api/src/modules/astrologer-self). */
export const astrologerSelfEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: '/astrologer/profile',
    summary: "The signed-in astrologer's own profile, rate limits, commission and photo review",
    access: 'astrologer',
    response: schemaResponse('OwnAstrologerProfile', ownAstrologerProfileSchema),
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/astrologer/profile',
    summary: 'Change listing fields and the rate (within the admin limits)',
    access: 'astrologer',
    body: updateOwnAstrologerProfileRequestSchema,
    response: schemaResponse('OwnAstrologerProfile', ownAstrologerProfileSchema),
  }),
  /** Multipart, field "image": re-encoded, then waits for an admin's review. */
  uploadPhoto: endpoint({
    method: 'POST',
    path: '/astrologer/profile/photo',
    summary: 'Upload a new profile photo (multipart field "image"; public after review)',
    access: 'astrologer',
    response: schemaResponse('OwnAstrologerProfile', ownAstrologerProfileSchema),
  }),
  setOnline: endpoint({
    method: 'PATCH',
    path: '/astrologer/status',
    summary: 'Go online or offline (online only once approved)',
    access: 'astrologer',
    body: onlineStatusRequestSchema,
    response: schemaResponse('AdminAstrologer', adminAstrologerSchema),
  }),
} satisfies Record<string, Endpoint>;
