import type { User } from '@astrosetu/contracts';
import type { Audience } from './route-table';

/** Which column of the route table applies: the role the server confirmed, or anonymous. */
export function audienceOf(user: User | null): Audience {
  return user ? user.role : 'anonymous';
}
