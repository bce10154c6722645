import { errorOf, setupTestServer } from './harness';

const t = setupTestServer({ AUTH_RATE_LIMIT_MAX: '3' });

describe('auth rate limits', () => {
  it('when one address keeps guessing a password, then the 4th attempt in the window gets 429', async () => {
    const attempt = () => t.current.api('POST', '/api/auth/login', { email: 'user@example.com', password: 'guess-123' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(limited.headers.get('ratelimit-policy')).toBeTruthy();
  });

  it('when another account is tried from the same address, then it has its own allowance', async () => {
    const response = await t.current.api('POST', '/api/auth/login', { email: 'admin@example.com', password: 'password123' });
    expect(response.status).toBe(200);
  });

  it('when one address registers repeatedly, then registration is limited too', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.current.api('POST', '/api/auth/register', {
        username: `Rate ${i}`,
        email: `rate-${i}@example.com`,
        password: 'secret123',
        phone: '9876543210',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
