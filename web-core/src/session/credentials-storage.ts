import type { User } from '@astrosetu/contracts';

/** Where the session is kept in the browser: the bearer token and the signed-in user. */
export const tokenStorageKey = 'token';
export const userStorageKey = 'user';
/** Older names for the same data; logout clears them too so nothing of a session outlives it. */
const legacyKeys = ['authToken', 'userData'];

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    // Storage can throw when the browser blocks it (private mode, disabled cookies).
    return undefined;
  }
}

export function readStoredToken(): string | null {
  return safeStorage('localStorage')?.getItem(tokenStorageKey) ?? null;
}

export function storeCredentials(token: string, user: User): void {
  const storage = safeStorage('localStorage');
  storage?.setItem(tokenStorageKey, token);
  storage?.setItem(userStorageKey, JSON.stringify(user));
}

export function storeUser(user: User): void {
  safeStorage('localStorage')?.setItem(userStorageKey, JSON.stringify(user));
}

export function clearStoredCredentials(): void {
  for (const storage of [safeStorage('localStorage'), safeStorage('sessionStorage')]) {
    for (const key of [tokenStorageKey, userStorageKey, ...legacyKeys]) storage?.removeItem(key);
  }
}
