import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@astrosetu/contracts';
import { authApi } from '../api/auth-api';
import { sessionEndedByServer } from './session-ended-by-server';

/** loading: a stored token is being checked with the server; until then no route is decided (docs/product-rules.md#routes). */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  user: User | null;
  status: SessionStatus;
  /** Why the server ended the session (shown once to the person), e.g. "the demo data was reset"; optional so that states built by tests need not name it. */
  notice?: string | null;
}

const initialState: SessionState = { user: null, status: 'loading', notice: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<User>) => ({ user: action.payload, status: 'authenticated' as const, notice: null }),
    sessionEnded: () => ({ user: null, status: 'anonymous' as const, notice: null }),
    sessionNoticeDismissed: (state) => {
      state.notice = null;
    },
    /** The server's `wallet-updated` event: the balance it carries is the ledger's, so nothing is fetched again. */
    balanceChanged: (state, action: PayloadAction<number>) => {
      if (state.user) state.user.balance = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEndedByServer, (_state, action) => ({ user: null, status: 'anonymous' as const, notice: action.payload.notice }));
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
    selectSessionNotice: (state) => state.notice ?? null,
  },
});

export const { sessionStarted, sessionEnded, sessionNoticeDismissed, balanceChanged } = sessionSlice.actions;
export const { selectSessionUser, selectSessionStatus, selectSessionNotice } = sessionSlice.selectors;
export { sessionEndedByServer };
