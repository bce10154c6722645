import type {
  EmailConfirmRequest,
  EmailVerifyRequest,
  EmailVerifyResponse,
  Notification,
  SpendingCapRequest,
  SpendingCapResponse,
  UpdateProfileRequest,
  User,
} from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The signed-in account's profile, stats and notifications (favorites: shared/api). A profile or email change
 * also refreshes the session's user (the navigation bar shows it).
 */
export const profileApi = baseApi.enhanceEndpoints({ addTagTypes: ['Notifications', 'SpendingCap'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The customer's own monthly spending cap and this IST month's consultation spending. */
    spendingCap: build.query<SpendingCapResponse, void>({
      query: () => 'wallet/spending-cap',
      providesTags: ['SpendingCap'],
    }),
    setSpendingCap: build.mutation<SpendingCapResponse, SpendingCapRequest>({
      query: (body) => ({ url: 'wallet/spending-cap', method: 'PUT', body }),
      invalidatesTags: ['SpendingCap'],
    }),
    updateProfile: build.mutation<User, UpdateProfileRequest>({
      query: (body) => ({ url: 'profile', method: 'PATCH', body }),
      invalidatesTags: ['CurrentUser'],
    }),
    requestEmailChange: build.mutation<EmailVerifyResponse, EmailVerifyRequest>({
      query: (body) => ({ url: 'profile/email/verify', method: 'POST', body }),
    }),
    confirmEmailChange: build.mutation<User, EmailConfirmRequest>({
      query: (body) => ({ url: 'profile/email/confirm', method: 'POST', body }),
      invalidatesTags: ['CurrentUser'],
    }),
    notifications: build.query<Notification[], void>({
      query: () => 'notifications',
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `notifications/${id}/read`, method: 'PATCH' }),
      // The list is patched in place: no refetch, and the unread count drops at once.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          profileApi.util.updateQueryData('notifications', undefined, (draft) => {
            const notification = draft.find((item) => item.id === id);
            if (notification) notification.isRead = true;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useNotificationsQuery,
  useMarkNotificationReadMutation,
  useSpendingCapQuery,
  useSetSpendingCapMutation,
} = profileApi;
