import { normaliseApiError } from '@astrosetu/web-core';

export interface AuthFailure {
  title: string;
  message: string;
}

/**
 * A refused login shows 'Login failed' with the server's message (or 'Invalid credentials'); when no
 * answer arrived, 'An error occurred during login'. Registration alike.
 */
export function describeAuthFailure(error: unknown, action: 'login' | 'registration'): AuthFailure {
  const title = action === 'login' ? 'Login failed' : 'Registration failed';
  const apiError = normaliseApiError(error);
  // No answer, or a gateway/server failure without the API's error body: the request never really got an answer.
  if (apiError.isNetworkError || (!apiError.body && (apiError.status === null || apiError.status >= 500))) {
    return { title, message: `An error occurred during ${action}` };
  }
  if (apiError.body) return { title, message: apiError.body.error.message };
  return { title, message: action === 'login' ? 'Invalid credentials' : 'Failed to create account' };
}
