import { normaliseApiError } from '@astrosetu/web-core';
import { useShellText } from '../locales/use-text';

const { translate } = useShellText;

export interface AuthFailure {
  title: string;
  message: string;
}

/**
 * A refused login shows 'Login failed' with the server's message (or 'Invalid credentials'); when no
 * answer arrived, 'An error occurred during login'. Registration alike.
 */
export function describeAuthFailure(error: unknown, action: 'login' | 'registration'): AuthFailure {
  const title = translate(action === 'login' ? 'auth.loginFailed' : 'auth.registrationFailed');
  const apiError = normaliseApiError(error);
  // No answer, or a gateway/server failure without the API's error body: the request never really got an answer.
  if (apiError.isNetworkError || (!apiError.body && (apiError.status === null || apiError.status >= 500))) {
    return { title, message: translate(action === 'login' ? 'auth.loginNoAnswer' : 'auth.registrationNoAnswer') };
  }
  if (apiError.body) return { title, message: apiError.body.error.message };
  return { title, message: translate(action === 'login' ? 'auth.invalidCredentials' : 'auth.registrationRefused') };
}
