import { astrologerSelfRoutes, requestTo, type OwnAstrologerProfile, type UpdateOwnAstrologerProfileRequest } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The signed-in astrologer's own listing (GET/PATCH /api/astrologer/profile) and photo
 * (POST /api/astrologer/profile/photo). Every answer is the whole profile, so it replaces the cached one.
 */
// A refused request leaves the cached profile as it was (the form shows the refusal).
async function replaceCachedProfile(
  queryFulfilled: Promise<{ data: OwnAstrologerProfile }>,
  dispatch: (action: ReturnType<typeof astrologerProfileApi.util.upsertQueryData>) => unknown,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(astrologerProfileApi.util.upsertQueryData('ownAstrologerProfile', undefined, data));
  } catch {
    // Nothing to replace.
  }
}

export const astrologerProfileApi = baseApi.enhanceEndpoints({ addTagTypes: ['OwnAstrologerProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    ownAstrologerProfile: build.query<OwnAstrologerProfile, void>({
      query: () => requestTo(astrologerSelfRoutes.profile),
      providesTags: ['OwnAstrologerProfile'],
    }),
    updateOwnAstrologerProfile: build.mutation<OwnAstrologerProfile, UpdateOwnAstrologerProfileRequest>({
      query: (body) => requestTo(astrologerSelfRoutes.updateProfile, { body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        await replaceCachedProfile(queryFulfilled, dispatch);
      },
    }),
    uploadOwnAstrologerPhoto: build.mutation<OwnAstrologerProfile, File>({
      query: (file) => {
        const form = new FormData();
        form.append('image', file, file.name);
        // Multipart: the declaration has no JSON body, so the form goes alongside its URL and method.
        return { ...requestTo(astrologerSelfRoutes.uploadPhoto), body: form };
      },
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        await replaceCachedProfile(queryFulfilled, dispatch);
      },
    }),
  }),
});

export const { useOwnAstrologerProfileQuery, useUpdateOwnAstrologerProfileMutation, useUploadOwnAstrologerPhotoMutation } = astrologerProfileApi;
