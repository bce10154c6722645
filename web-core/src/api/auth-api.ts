import { authRoutes, requestTo, type AuthResponse, type LoginRequest, type RegisterRequest, type User } from '@astrosetu/contracts';
import { baseApi } from './base-api';

/** Sign-in, registration and the current user. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => requestTo(authRoutes.login, { body }),
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => requestTo(authRoutes.register, { body }),
    }),
    /** Confirms a stored token on start: the server, not local storage, says who is signed in. */
    me: build.query<User, void>({
      query: () => requestTo(authRoutes.me),
      providesTags: ['CurrentUser'],
    }),
    /** The user with a fresh wallet balance (refetched after wallet payments). */
    currentUser: build.query<User, void>({
      query: () => requestTo(authRoutes.user),
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useMeQuery, useCurrentUserQuery } = authApi;
