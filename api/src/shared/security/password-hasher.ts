import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with N=2^14, r=8, p=1: the parameters OWASP lists as a minimum for interactive logins.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
// Inside jest only (JEST_WORKER_ID, which jest alone sets), N=2^10, as test suites lower bcrypt's or scrypt's cost
// elsewhere: the API's tests sign up and sign in about 3,000 times a run, and at 2^14 each hash took 33 ms of CPU on
// the 2-core machine, about 100 CPU-seconds a run (docs/performance.md#password-hashing-in-tests). A stored hash names
// its parameters and is verified with them, so nothing else changes.
const TEST_PARAMS = { N: 1024, r: 8, p: 1 } as const;

/** The parameters new hashes use in this process. */
export function hashingParams(env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } {
  return env.JEST_WORKER_ID ? TEST_PARAMS : PARAMS;
}
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function deriveKey(password: string, salt: Buffer, params: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...params, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Stored form: scrypt$N$r$p$<salt base64>$<key base64>, so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const params = hashingParams();
  const key = await deriveKey(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await deriveKey(password, Buffer.from(saltText, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so an unknown email cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
}
