import type { User } from '@astrosetu/contracts';

/** A signed-in customer for tests; override what the test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'Asha Rao',
    email: 'asha@example.com',
    role: 'user',
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    balance: 100000,
    ...overrides,
  };
}
