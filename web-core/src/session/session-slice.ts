import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@astrosetu/contracts';
import { authApi } from '../api/auth-api';

/** loading: a stored token is being checked with the server; until then no route is decided (spec 2.1). */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  user: User | null;
  status: SessionStatus;
}

const initialState: SessionState = { user: null, status: 'loading' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<User>) => ({ user: action.payload, status: 'authenticated' as const }),
    sessionEnded: () => ({ user: null, status: 'anonymous' as const }),
  },
  extraReducers: (builder) => {
    // The start-up check and later refreshes (the wallet balance) update the signed-in user. Login and
    // registration start the session explicitly (session-actions), after the caller has had its say.
    builder.addMatcher(
      isAnyOf(authApi.endpoints.me.matchFulfilled, authApi.endpoints.currentUser.matchFulfilled),
      (state, action) => {
        state.user = action.payload;
        state.status = 'authenticated';
      },
    );
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectSessionUser, selectSessionStatus } = sessionSlice.selectors;
