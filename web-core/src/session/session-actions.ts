import { apiUrlOf, authRoutes, type LoginRequest, type RegisterRequest, type User } from '@astrosetu/contracts';
import { authApi } from '../api/auth-api';
import { baseApi } from '../api/base-api';
import { reconcileAccountLanguage } from '../language/site-language';
import type { AppThunk } from '../store/app-store';
import { clearStoredCredentials, readStoredToken, storeCredentials, storeUser } from './credentials-storage';
import { balanceChanged, selectSessionStatus, selectSessionUser, sessionEnded, sessionStarted } from './session-slice';

/**
 * On load: with a stored token, ask the server who it belongs to. Success signs the user in; any
 * failure removes the stored credentials (a failed check is logged, not shown).
 */
export function restoreSession(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (!readStoredToken()) {
      dispatch(sessionEnded());
      return;
    }
    const result = await dispatch(authApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
    if (result.data) {
      storeUser(result.data);
      void dispatch(reconcileAccountLanguage(result.data));
      return;
    }
    console.warn('Stored session could not be confirmed; signing out.', result.error);
    clearStoredCredentials();
    // When the server said why (the api layer already signed out with its notice), keep that notice.
    if (selectSessionStatus(getState()) !== 'anonymous') dispatch(sessionEnded());
  };
}

export interface SignInOptions {
  /**
   * Runs after the server accepted the credentials and before the session changes. The login page navigates
   * here, so the site re-renders once, at the landing page, for the new role (no flash of the old route).
   */
  beforeSessionStart?: (user: User) => void;
}

/** Signs in and stores token and user. Rejects with the RTK Query error (normaliseApiError reads it). */
export function logIn(credentials: LoginRequest, options: SignInOptions = {}): AppThunk<Promise<User>> {
  return async (dispatch) => {
    const { token, user } = await dispatch(authApi.endpoints.login.initiate(credentials)).unwrap();
    storeCredentials(token, user);
    options.beforeSessionStart?.(user);
    dispatch(sessionStarted(user));
    void dispatch(reconcileAccountLanguage(user));
    return user;
  };
}

/** Creates a customer account and signs it in (the page then reloads to /, docs/product-rules.md#login). */
export function registerAccount(details: RegisterRequest, options: SignInOptions = {}): AppThunk<Promise<User>> {
  return async (dispatch) => {
    const { token, user } = await dispatch(authApi.endpoints.register.initiate(details)).unwrap();
    storeCredentials(token, user);
    options.beforeSessionStart?.(user);
    dispatch(sessionStarted(user));
    void dispatch(reconcileAccountLanguage(user));
    return user;
  };
}

/**
 * Clears the stored token and user data everywhere, the session and every cached answer. The server
 * ends the session too (the token stops working, its live-chat sockets close); the person is signed out here
 * whether or not that call gets through.
 */
export function logOut(): AppThunk {
  return (dispatch) => {
    const token = readStoredToken();
    if (token) {
      const request = new Request(new URL(apiUrlOf(authRoutes.logout), window.location.href), {
        method: 'POST',
        credentials: 'include',
        headers: { Authorization: `Bearer ${token}` },
      });
      void Promise.resolve()
        .then(() => fetch(request))
        .catch((error: unknown) => console.warn('The server could not be told about the sign-out.', error));
    }
    clearStoredCredentials();
    dispatch(sessionEnded());
    dispatch(baseApi.util.resetApiState());
  };
}

/**
 * A balance pushed by the server (the socket's `wallet-updated`, sent after every ledger change of a session,
 * booking, top-up or refund): the nav bar shows it at once, and the stored user keeps it for the next page load.
 */
export function walletUpdated(balance: number): AppThunk {
  return (dispatch, getState) => {
    dispatch(balanceChanged(balance));
    const user = selectSessionUser(getState());
    if (user) storeUser(user);
  };
}

/** Fetches the user again (a session check, a page that needs the account as it is now). */
export function refreshUser(): AppThunk<Promise<User | undefined>> {
  return async (dispatch) => {
    if (!readStoredToken()) return undefined;
    const result = await dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
    if (result.data) storeUser(result.data);
    return result.data;
  };
}
