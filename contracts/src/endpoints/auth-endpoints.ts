import { authResponseSchema, loginRequestSchema, registerRequestSchema, userSchema } from '../auth';
import { emptyResponse, endpoint, schemaResponse, type Endpoint } from './endpoint';

/** Sign-in, registration, sign-out and the signed-in user (api/src/modules/auth). */
export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'Create a customer account and sign it in',
    access: 'public',
    body: registerRequestSchema,
    response: schemaResponse('AuthResponse', authResponseSchema),
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with e-mail and password',
    access: 'public',
    body: loginRequestSchema,
    response: schemaResponse('AuthResponse', authResponseSchema),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: "End this sign-in's session (other devices stay signed in)",
    access: 'signed-in',
    response: emptyResponse,
  }),
  me: endpoint({
    method: 'GET',
    path: '/auth/me',
    summary: 'The signed-in user (confirms a stored token)',
    access: 'signed-in',
    response: schemaResponse('User', userSchema),
  }),
  /** The same answer as `me`, under the name the web refetches after wallet changes. */
  user: endpoint({
    method: 'GET',
    path: '/auth/user',
    summary: 'The signed-in user with a fresh wallet balance',
    access: 'signed-in',
    response: schemaResponse('User', userSchema),
  }),
} satisfies Record<string, Endpoint>;
