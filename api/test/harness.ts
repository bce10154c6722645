import { indianMobileSchema, type AuthResponse, type ErrorBody, type User } from '@astrosetu/contracts';
import { loadConfig } from '../src/config/config';
import { resetDatabase } from './reset-database';
import { DEMO_PASSWORD, demoLogins, seedDemoData } from '../src/seed/seed-demo-data';
import { startServer, type RunningServer } from '../src/server';
import { sessionSettingsOf } from '../src/modules/consultations/session-settings';
import { userRepository } from '../src/modules/users/user.repository';
import { withWriteLock } from '../src/db/transactions';
import { ledgerRepository } from '../src/modules/wallet/ledger.repository';
import { bonusBalanceRepository } from '../src/modules/wallet/bonus-balance.repository';
import { creditWallet } from '../src/modules/wallet/use-cases/credit-wallet';
import { hashPassword } from '../src/shared/security/password-hasher';
import { createLogger } from '../src/shared/logging/logger';

export type DemoRole = keyof typeof demoLogins;

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON (or the raw text when the answer is not JSON). */
  body: T;
}

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash; paths start with /api). */
  url: string;
  server: RunningServer;
  /** JSON request; `token` becomes a bearer Authorization header. */
  api<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  /** Request with a raw body and headers (malformed JSON, odd content types). */
  raw<T = unknown>(method: string, path: string, init?: { body?: string; headers?: Record<string, string> }): Promise<ApiResponse<T>>;
  /** Signs in one of the demo accounts (password123). */
  loginAs(role: DemoRole): Promise<{ token: string; user: User }>;
  /**
   * Registers a fresh customer with a unique email and returns its session. The account's e-mail and mobile number
   * are marked verified (booking needs both) unless `verified: false`; account-verification.test.ts drives the real
   * codes.
   */
  registerUser(
    overrides?: Partial<{ username: string; email: string; password: string; phone: string }>,
    options?: { verified?: boolean },
  ): Promise<{ token: string; user: User }>;
  /** Creates an astrologer login for an existing astrologer profile (e.g. a second astrologer). */
  createAstrologerAccount(astrologerId: number): Promise<{ token: string; user: User }>;
  /** Adds paise to a wallet the proper way (balance + ledger entry), e.g. to fund a test customer. */
  topUp(userId: number, amount: number): Promise<void>;
  /** Every user's ledger entries sum to their balance; returns the users that do not. */
  ledgerMismatches(): Promise<Array<{ userId: number; balance: number; ledgerSum: number; account?: 'bonus' }>>;
  /** Empties every collection and writes the demo data again (ids restart at 1). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The error body of a failed call, typed. */
export function errorOf(response: ApiResponse): ErrorBody['error'] {
  return (response.body as ErrorBody).error;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

let uniqueCounter = 0;

/**
 * Starts the real API in-process on a free port against its own embedded engine (or MONGODB_URI
 * when set: the data there is wiped). `env` overrides configuration, e.g. AUTH_RATE_LIMIT_MAX.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    JWT_SECRET: TEST_JWT_SECRET,
    JWT_TTL: '1h',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    // Generous by default so suites can log in freely; the rate-limit test lowers it.
    AUTH_RATE_LIMIT_MAX: '10000',
    AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '10000',
    EMAIL_VERIFICATIONS_PER_DAY: '10000',
    // Off unless a test turns it on, so the prices the other billing tests expect stay the full ones.
    FREE_FIRST_MINUTES_OFFER: 'off',
    // 24 readings computed at each start would cost every suite seconds; scheduled-jobs.test.ts tests it.
    HOROSCOPE_PRECOMPUTE: 'off',
    ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}),
    ...env,
  });
  const server = await startServer({ config, logger: createLogger(config.logLevel) });
  const url = `http://127.0.0.1:${server.port}`;

  const send = async <T>(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) => {
    const response = await fetch(`${url}${path}`, { method, body: init.body, headers: init.headers });
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: body as T };
  };

  const api: TestServer['api'] = (method, path, body, token) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    return send(method, path, { body: body === undefined ? undefined : JSON.stringify(body), headers });
  };

  const loginAs: TestServer['loginAs'] = async (role) => {
    const response = await api<AuthResponse>('POST', '/api/auth/login', { email: demoLogins[role], password: DEMO_PASSWORD });
    if (response.status !== 200) throw new Error(`Login as ${role} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };

  const registerUser: TestServer['registerUser'] = async (overrides = {}, options = {}) => {
    uniqueCounter += 1;
    const response = await api<AuthResponse>('POST', '/api/auth/register', {
      username: `Customer ${uniqueCounter}`,
      email: `customer-${process.pid}-${Date.now()}-${uniqueCounter}@example.com`,
      password: 'secret123',
      phone: '+91 98765 00000',
      ...overrides,
    });
    if (response.status !== 201) throw new Error(`Register failed: ${response.status} ${JSON.stringify(response.body)}`);
    if (options.verified === false) return response.body;
    const { token, user } = response.body;
    await userRepository.markEmailVerified(user.id, user.email);
    const phone = indianMobileSchema.safeParse(user.phone);
    const verified = phone.success ? await userRepository.markPhoneVerified(user.id, phone.data) : await userRepository.findById(user.id);
    return { token, user: verified ?? user };
  };

  const createAstrologerAccount: TestServer['createAstrologerAccount'] = async (astrologerId) => {
    uniqueCounter += 1;
    const email = `astrologer-${astrologerId}-${uniqueCounter}-${Date.now()}@example.com`;
    const user = await userRepository.create({
      username: `Astrologer account ${astrologerId}`,
      email,
      passwordHash: await hashPassword('secret123'),
      role: 'astrologer',
    });
    await userRepository.linkAstrologer(user.id, astrologerId);
    const response = await api<AuthResponse>('POST', '/api/auth/login', { email, password: 'secret123' });
    if (response.status !== 200) throw new Error(`Astrologer login failed: ${response.status}`);
    return response.body;
  };

  const readMismatches = async () => {
    const sums = await ledgerRepository.sumsByUser('cash');
    const bonusSums = await ledgerRepository.sumsByUser('bonus');
    const bonusBalances = new Map((await bonusBalanceRepository.listAll()).map((row) => [row.userId, row.balance]));
    const mismatches = [];
    for (const userId of await userRepository.listIds()) {
      const balance = (await userRepository.findBalance(userId)) ?? 0;
      const ledgerSum = sums.get(userId) ?? 0;
      if (balance !== ledgerSum || balance < 0) mismatches.push({ userId, balance, ledgerSum });
      // Bonus credit has its own balance and ledger entries (account 'bonus').
      const bonus = bonusBalances.get(userId) ?? 0;
      const bonusSum = bonusSums.get(userId) ?? 0;
      if (bonus !== bonusSum || bonus < 0) mismatches.push({ userId, balance: bonus, ledgerSum: bonusSum, account: 'bonus' as const });
    }
    return mismatches;
  };
  // The server keeps working while this reads (the sweeper ends sessions and refunds them in the
  // background): read between transactions (the write gate, on the embedded engine), and believe a
  // mismatch only if it is still there a moment later, when any transaction in flight has committed.
  const ledgerMismatches: TestServer['ledgerMismatches'] = async () => {
    const first = await withWriteLock(readMismatches);
    if (first.length === 0) return first;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return withWriteLock(readMismatches);
  };

  return {
    url,
    server,
    api,
    raw: send,
    loginAs,
    registerUser,
    createAstrologerAccount,
    topUp: async (userId, amount) => {
      await creditWallet({ userId, amount, reason: 'topup', reference: { type: 'test', id: userId } });
    },
    ledgerMismatches,
    reset: async () => {
      await resetDatabase();
      await seedDemoData(server.ctx.logger, sessionSettingsOf(server.ctx.config));
    },
    close: () => server.close(),
  };
}

/**
 * Jest helper: one server for the file (beforeAll/afterAll). Read `.current` inside tests.
 *   const t = setupTestServer();
 *   it('...', async () => { const { token } = await t.current.loginAs('user'); ... });
 * After the file's tests it checks that every user's ledger sums to their balance (and none is
 * negative), so any test that moves money is also a test of the ledger.
 */
export function setupTestServer(env: Record<string, string> | (() => Record<string, string>) = {}): { current: TestServer } {
  const holder = {} as { current: TestServer };
  beforeAll(async () => {
    // A function is read when the server starts, e.g. for the address of a fake provider started by an earlier beforeAll.
    holder.current = await startTestServer(typeof env === 'function' ? env() : env);
    // Generous: on a machine shared with other builds, engine start-up and seeding can take a while.
  }, 120_000);
  afterAll(async () => {
    if (!holder.current) return;
    try {
      const mismatches = await holder.current.ledgerMismatches();
      if (mismatches.length > 0) {
        throw new Error(`Ledger does not match balances after this file: ${JSON.stringify(mismatches)}`);
      }
    } finally {
      await holder.current.close();
    }
  });
  return holder;
}
