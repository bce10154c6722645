import type { User } from '@astrosetu/contracts';
import type { SessionStatus } from '@astrosetu/web-core';
import type { Audience } from './route-table';

/** Which column of the route table applies: the role the server confirmed, or anonymous. */
export function audienceOf(user: User | null): Audience {
  return user ? user.role : 'anonymous';
}

/** The audience once the session is known; null while a stored token is still being checked with the server. */
export function knownAudienceOf(user: User | null, status: SessionStatus): Audience | null {
  return status === 'loading' ? null : audienceOf(user);
}
