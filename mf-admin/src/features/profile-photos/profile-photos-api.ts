import { profilePhotosRoutes, requestTo, type AdminAstrologer, type PendingProfilePhoto } from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';

// A decision changes an astrologer's public photo, so the astrologer lists (and their cached images) refresh too.
const photoWrite = ['AdminAstrologers', ...afterAdminWrite] as const;

/** Astrologers' new photos waiting for review (issue 33): list, approve, reject with a reason. */
export const profilePhotosApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    pendingProfilePhotos: build.query<PendingProfilePhoto[], void>({
      query: () => requestTo(profilePhotosRoutes.pending),
      providesTags: ['AdminAstrologers'],
    }),
    approveProfilePhoto: build.mutation<AdminAstrologer, number>({
      query: (astrologerId) => requestTo(profilePhotosRoutes.approve, { params: { id: astrologerId } }),
      invalidatesTags: [...photoWrite],
    }),
    rejectProfilePhoto: build.mutation<void, { astrologerId: number; reason: string }>({
      query: ({ astrologerId, reason }) => requestTo(profilePhotosRoutes.reject, { params: { id: astrologerId }, body: { reason } }),
      invalidatesTags: [...photoWrite],
    }),
  }),
});

export const { usePendingProfilePhotosQuery, useApproveProfilePhotoMutation, useRejectProfilePhotoMutation } = profilePhotosApi;
