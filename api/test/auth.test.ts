import jwt from 'jsonwebtoken';
import type { AuthResponse, User } from '@astrosetu/contracts';
import { userRepository } from '../src/modules/users/user.repository';
import { DEMO_USER_BALANCE } from '../src/seed/seed-demo-data';
import { errorOf, TEST_JWT_SECRET, setupTestServer } from './harness';

const t = setupTestServer();

const validRegistration = (email: string) => ({
  username: 'Asha Verma',
  email,
  password: 'secret123',
  phone: '+91 (987) 654-3210',
});

describe('health', () => {
  it('when the API is up, then /api/health names the database engine', async () => {
    const response = await t.current.api<{ status: string; database: string }>('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
    expect(['jongodb', 'mongodb-memory-server', 'mongodb']).toContain(response.body.database);
  });
});

describe('POST /api/auth/register', () => {
  it('when the details are valid, then a customer account is created and signed in', async () => {
    const response = await t.current.api<AuthResponse>('POST', '/api/auth/register', validRegistration('asha@example.com'));
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ username: 'Asha Verma', email: 'asha@example.com', role: 'user', balance: 0, isActive: true });
    expect(response.body.user).not.toHaveProperty('passwordHash');

    const me = await t.current.api<User>('GET', '/api/auth/me', undefined, response.body.token);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(response.body.user.id);
  });

  it('when the body asks for the admin role, then the account is still a customer', async () => {
    const response = await t.current.api<AuthResponse>('POST', '/api/auth/register', {
      ...validRegistration('sneaky@example.com'),
      role: 'admin',
    });
    expect(response.status).toBe(201);
    expect(response.body.user.role).toBe('user');
    const me = await t.current.api<User>('GET', '/api/auth/me', undefined, response.body.token);
    expect(me.body.role).toBe('user');
  });

  it.each([
    ['the email is not an email', { email: 'not-an-email' }, 'email', 'Invalid email address'],
    ['the password is short', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['the username is short', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['the phone is short', { phone: '98765' }, 'phone', 'Phone number must be at least 10 digits'],
    ['the phone has letters', { phone: '98765abcde12' }, 'phone', 'Please enter a valid phone number'],
    ['the username is missing', { username: undefined }, 'username', expect.any(String)],
  ])('when %s, then 400 with the validation message and nothing is created', async (_case, override, field, message) => {
    const email = `invalid-${field}-${Math.random()}@example.com`;
    const response = await t.current.api('POST', '/api/auth/register', { ...validRegistration(email), ...override });
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(errorOf(response).fields?.[field]).toEqual(message);
    expect(errorOf(response).message).toEqual(message);
    const login = await t.current.api('POST', '/api/auth/login', { email, password: 'secret123' });
    expect(login.status).toBe(401);
  });

  it('when the email is already registered (in any letter case), then 409 with a clear message', async () => {
    const response = await t.current.api('POST', '/api/auth/register', validRegistration('USER@example.com'));
    expect(response.status).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'CONFLICT', message: 'An account with this email already exists' });
  });

  it('when two registrations race for one email, then exactly one succeeds', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.current.api('POST', '/api/auth/register', validRegistration('race@example.com'))),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('POST /api/auth/login', () => {
  it('when the demo customer signs in, then a token and the user with balance come back', async () => {
    const response = await t.current.api<AuthResponse>('POST', '/api/auth/login', { email: 'user@example.com', password: 'password123' });
    expect(response.status).toBe(200);
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.body.user).toMatchObject({ email: 'user@example.com', role: 'user', balance: DEMO_USER_BALANCE });
  });

  it('when the email is typed in capitals with spaces, then it still signs in', async () => {
    const response = await t.current.api('POST', '/api/auth/login', { email: '  Admin@Example.com ', password: 'password123' });
    expect(response.status).toBe(200);
  });

  it.each([
    ['the password is wrong', { email: 'user@example.com', password: 'wrong-password' }],
    ['the email is unknown', { email: 'nobody@example.com', password: 'password123' }],
  ])('when %s, then 401 Invalid credentials', async (_case, body) => {
    const response = await t.current.api('POST', '/api/auth/login', body);
    expect(response.status).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
  });

  it.each([
    [{ email: 'bad', password: 'password123' }, 'Invalid email address'],
    [{ email: 'user@example.com', password: '123' }, 'Password must be at least 6 characters'],
  ])('when the login body is invalid (%j), then 400 %s', async (body, message) => {
    const response = await t.current.api('POST', '/api/auth/login', body);
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });

  it('when the account was deactivated, then login answers 403 ACCOUNT_DISABLED', async () => {
    const { user } = await t.current.registerUser({ email: 'to-disable@example.com' });
    await userRepository.setActive(user.id, false);
    const response = await t.current.api('POST', '/api/auth/login', { email: 'to-disable@example.com', password: 'secret123' });
    expect(response.status).toBe(403);
    expect(errorOf(response).code).toBe('ACCOUNT_DISABLED');
  });
});

describe('GET /api/auth/me and /api/auth/user', () => {
  it.each(['/api/auth/me', '/api/auth/user'])('when signed in, then %s returns the user with balance', async (path) => {
    const { token, user } = await t.current.loginAs('astrologer');
    const response = await t.current.api<User>('GET', path, undefined, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, role: 'astrologer', balance: 0 });
    expect(response.body.astrologerId).toEqual(expect.any(Number));
  });

  it('when no token is sent, then 401', async () => {
    const response = await t.current.api('GET', '/api/auth/me');
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('when the token has expired, then 401 TOKEN_EXPIRED', async () => {
    const { user } = await t.current.loginAs('user');
    const expired = jwt.sign({ role: 'user', exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      subject: String(user.id),
    });
    const response = await t.current.api('GET', '/api/auth/me', undefined, expired);
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('TOKEN_EXPIRED');
  });

  it('when the token is signed with another secret, then 401', async () => {
    const { user } = await t.current.loginAs('user');
    const forged = jwt.sign({ role: 'admin' }, 'attacker-secret-attacker-secret', { algorithm: 'HS256', subject: String(user.id) });
    const response = await t.current.api('GET', '/api/auth/me', undefined, forged);
    expect(response.status).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid token' });
  });

  it('when the token is unsigned (alg none), then 401', async () => {
    const { user } = await t.current.loginAs('user');
    const unsigned = jwt.sign({ role: 'admin', sub: String(user.id) }, '', { algorithm: 'none' });
    const response = await t.current.api('GET', '/api/auth/me', undefined, unsigned);
    expect(response.status).toBe(401);
  });

  it('when the token is garbage, then 401', async () => {
    const response = await t.current.api('GET', '/api/auth/me', undefined, 'not.a.token');
    expect(response.status).toBe(401);
  });

  it('when the account is deactivated after signing in, then its token stops working at once', async () => {
    const { token, user } = await t.current.registerUser();
    expect((await t.current.api('GET', '/api/auth/me', undefined, token)).status).toBe(200);
    await userRepository.setActive(user.id, false);
    const response = await t.current.api('GET', '/api/auth/me', undefined, token);
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('ACCOUNT_DISABLED');
  });
});

describe('request handling', () => {
  it('when the body is not valid JSON, then 400 MALFORMED_JSON', async () => {
    const response = await t.current.raw('POST', '/api/auth/login', {
      body: '{"email": "user@example.com", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' });
  });

  it('when the body is over the size limit, then 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await t.current.api('POST', '/api/auth/register', {
      ...validRegistration('big@example.com'),
      bio: 'x'.repeat(200 * 1024),
    });
    expect(response.status).toBe(413);
    expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('when the JSON body is an array or a string, then 400 and no crash', async () => {
    const array = await t.current.api('POST', '/api/auth/login', [1, 2]);
    expect(array.status).toBe(400);
    const text = await t.current.raw('POST', '/api/auth/login', { body: '"hello"', headers: { 'content-type': 'application/json' } });
    expect(text.status).toBe(400);
  });

  it('when an /api path does not exist, then 404 in the error shape', async () => {
    const response = await t.current.api('GET', '/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });

  it('when any answer is sent, then security headers are set and no framework is advertised', async () => {
    const response = await t.current.api('GET', '/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('when a configured origin calls, then CORS allows it; another origin gets no CORS grant', async () => {
    const allowed = await t.current.raw('GET', '/api/health', { headers: { origin: 'http://localhost:4200' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    const denied = await t.current.raw('GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});
