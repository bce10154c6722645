import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupTestServer } from './harness';

/** Issue #33: the codes one network address may ask for in an hour (its own server: the limit is configuration). */
const smsDir = mkdtempSync(join(tmpdir(), 'astrosetu-verify-limits-'));
const t = setupTestServer({ VERIFICATION_CODES_PER_ADDRESS_PER_HOUR: '2', SMS_OUTBOX_DIR: smsDir });
afterAll(() => rmSync(smsDir, { recursive: true, force: true }));

describe('codes from one address', () => {
  it('when one address asks for more codes than VERIFICATION_CODES_PER_ADDRESS_PER_HOUR, then it is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { token } = await t.current.registerUser({}, { verified: false });
      statuses.push((await t.current.api('POST', '/api/verification/phone/send', { phone: `98450771${i}0` }, token)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
