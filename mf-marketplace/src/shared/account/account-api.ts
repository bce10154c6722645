import { profileRoutes, requestTo, type ChangePasswordRequest, type MessageResponse } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** What every signed-in account can do on its /profile, customer or astrologer: change its password. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => requestTo(profileRoutes.changePassword, { body }),
    }),
  }),
});

export const { useChangePasswordMutation } = accountApi;
