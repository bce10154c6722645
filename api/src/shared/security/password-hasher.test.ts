import { hashPassword, hashingParams, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('uses scrypt N=2^14, r=8, p=1 outside jest, and N=2^10 only where jest runs the process', () => {
    expect(hashingParams({})).toEqual({ N: 16384, r: 8, p: 1 });
    expect(hashingParams({ NODE_ENV: 'test' })).toEqual({ N: 16384, r: 8, p: 1 });
    expect(hashingParams({ JEST_WORKER_ID: '1' })).toEqual({ N: 1024, r: 8, p: 1 });
  });

  it('stores the parameters it used, and verifies a hash made with other parameters by them', async () => {
    const stored = await hashPassword('secret123');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('secret123', stored)).resolves.toBe(true);
    await expect(verifyPassword('secret124', stored)).resolves.toBe(false);

    // A production hash (N=2^14) of 'password123', as the database holds them.
    const production = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + (await productionKey('password123'));
    await expect(verifyPassword('password123', production)).resolves.toBe(true);
    await expect(verifyPassword('password12', production)).resolves.toBe(false);
  });
});

async function productionKey(password: string): Promise<string> {
  const { scryptSync } = await import('node:crypto');
  return scryptSync(password, Buffer.alloc(16), 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('base64');
}
