import type { AdminUsersPage, AdminUsersQuery, User } from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';
import { queryParams } from '../../shared/api/page-query';

export type UsersQuery = Omit<AdminUsersQuery, 'q'> & { q?: string };

/** GET /api/admin/users (paged, sorted and searched on the server), PATCH .../{id}/status. */
export const usersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUsersPage, UsersQuery>({
      query: (query) => ({ url: 'admin/users', params: queryParams(query) }),
      providesTags: ['AdminUsers'],
    }),
    setUserStatus: build.mutation<User, { id: number; isActive: boolean }>({
      query: ({ id, isActive }) => ({ url: `admin/users/${id}/status`, method: 'PATCH', body: { isActive } }),
      invalidatesTags: ['AdminUsers', ...afterAdminWrite],
    }),
  }),
});

export const { useAdminUsersQuery, useSetUserStatusMutation } = usersApi;
