import { adminRoutes, requestTo, type AdminUsersPage, type AdminUsersQuery, type User } from '@astrosetu/contracts';
import { adminApi, afterAdminWrite } from '../../shared/api/admin-api';
import { booleanQueryValue, withoutEmptyValues } from '../../shared/api/page-query';

export type UsersQuery = Omit<AdminUsersQuery, 'q'> & { q?: string };

/** GET /api/admin/users (paged, sorted and searched on the server), PATCH .../{id}/status. */
export const usersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUsersPage, UsersQuery>({
      query: (query) => requestTo(adminRoutes.users, { query: withoutEmptyValues({ ...query, isActive: booleanQueryValue(query.isActive) }) }),
      providesTags: ['AdminUsers'],
    }),
    setUserStatus: build.mutation<User, { id: number; isActive: boolean }>({
      query: ({ id, isActive }) => requestTo(adminRoutes.setUserStatus, { params: { id }, body: { isActive } }),
      invalidatesTags: ['AdminUsers', ...afterAdminWrite],
    }),
  }),
});

export const { useAdminUsersQuery, useSetUserStatusMutation } = usersApi;
