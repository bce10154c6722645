import {
  notificationsRoutes,
  profileRoutes,
  requestTo,
  walletRoutes,
  type EmailConfirmRequest,
  type EmailVerifyRequest,
  type EmailVerifyResponse,
  type Notification,
  type SpendingCapRequest,
  type SpendingCapResponse,
  type UpdateProfileRequest,
  type User,
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
      query: () => requestTo(walletRoutes.spendingCap),
      providesTags: ['SpendingCap'],
    }),
    setSpendingCap: build.mutation<SpendingCapResponse, SpendingCapRequest>({
      query: (body) => requestTo(walletRoutes.setSpendingCap, { body }),
      invalidatesTags: ['SpendingCap'],
    }),
    updateProfile: build.mutation<User, UpdateProfileRequest>({
      query: (body) => requestTo(profileRoutes.update, { body }),
      invalidatesTags: ['CurrentUser'],
    }),
    requestEmailChange: build.mutation<EmailVerifyResponse, EmailVerifyRequest>({
      query: (body) => requestTo(profileRoutes.requestEmailChange, { body }),
    }),
    confirmEmailChange: build.mutation<User, EmailConfirmRequest>({
      query: (body) => requestTo(profileRoutes.confirmEmailChange, { body }),
      invalidatesTags: ['CurrentUser'],
    }),
    notifications: build.query<Notification[], void>({
      query: () => requestTo(notificationsRoutes.list),
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => requestTo(notificationsRoutes.markRead, { params: { id } }),
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
