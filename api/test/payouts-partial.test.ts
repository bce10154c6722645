import type { AuditEntry, Page, PayoutDue } from '@astrosetu/contracts';
import { EarningsEntryModel } from '../src/modules/earnings/earnings-entry.model';
import { nextSequenceValue } from '../src/db/sequence';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();
const MEENAKSHI = 2;
const THIRD = 3;

/** A completed session's earnings entry worth `share` paise to the astrologer (what ending a session writes). */
async function earned(astrologerId: number, share: number): Promise<void> {
  const id = await nextSequenceValue('astrologer_earnings');
  await EarningsEntryModel.create({
    _id: id,
    astrologerId,
    consultationId: 900_000 + id,
    grossAmount: share,
    commissionAmount: 0,
    shareAmount: share,
    commissionPercent: 0,
    usedMinutes: 1,
  });
}

async function dueOf(astrologerId: number, token: string): Promise<number> {
  const { body } = await t.current.api<PayoutDue[]>('GET', '/api/admin/payouts', undefined, token);
  return body.find((row) => row.astrologerId === astrologerId)?.due ?? 0;
}

const pay = (token: string, astrologerId: number, amount: unknown) =>
  t.current.api<PayoutDue>('POST', '/api/admin/payouts', { astrologerId, amount }, token);

async function payoutAudit(astrologerId: number, token: string): Promise<AuditEntry[]> {
  const { body } = await t.current.api<Page<AuditEntry>>(
    'GET',
    `/api/admin/audit-log?action=astrologer.payout&targetId=${astrologerId}&order=asc&pageSize=100`,
    undefined,
    token,
  );
  return body.items;
}

describe('payouts, partial or whole, each in the audit log', () => {
  it('when an admin pays two parts that add up to the amount due, then each is recorded with what remains, audited, and nothing stays due', async () => {
    const admin = await t.current.loginAs('admin');
    await earned(MEENAKSHI, 12_345);
    const due = await dueOf(MEENAKSHI, admin.token);
    expect(due).toBeGreaterThanOrEqual(12_345);
    const first = Math.floor(due / 3);

    const part = await pay(admin.token, MEENAKSHI, first);
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ astrologerId: MEENAKSHI, due: due - first });
    const rest = await pay(admin.token, MEENAKSHI, due - first);
    expect(rest.status).toBe(201);
    expect(rest.body.due).toBe(0);
    expect(await dueOf(MEENAKSHI, admin.token)).toBe(0);

    const audit = await payoutAudit(MEENAKSHI, admin.token);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      action: 'astrologer.payout',
      target: { type: 'astrologer', id: MEENAKSHI },
      before: { due },
      after: { amount: first, due: due - first },
    });
    expect(audit[0]?.summary).toMatch(/^Paid ₹\d+\.\d\d to .+; ₹\d+\.\d\d still due$/);
    expect(audit[1]).toMatchObject({ after: { amount: due - first, due: 0 } });
    // Nothing left: even one paisa more is refused.
    expect((await pay(admin.token, MEENAKSHI, 1)).status).toBe(400);
  });

  it('when an amount is more than due, zero, negative or not whole paise, then 400 and neither a payout nor an audit entry is written', async () => {
    const admin = await t.current.loginAs('admin');
    await earned(THIRD, 5_000);
    const due = await dueOf(THIRD, admin.token);
    const auditBefore = (await payoutAudit(THIRD, admin.token)).length;

    const tooMuch = await pay(admin.token, THIRD, due + 1);
    expect(tooMuch.status).toBe(400);
    expect(errorOf(tooMuch).fields).toHaveProperty('amount');
    for (const amount of [0, -100, 10.5, 'lots']) expect((await pay(admin.token, THIRD, amount)).status).toBe(400);

    expect(await dueOf(THIRD, admin.token)).toBe(due);
    expect(await payoutAudit(THIRD, admin.token)).toHaveLength(auditBefore);
  });

  it('when payouts for one astrologer race, then together they never exceed the amount due, and each one that counts is audited', async () => {
    const admin = await t.current.loginAs('admin');
    await earned(THIRD, 10_000);
    const due = await dueOf(THIRD, admin.token);
    const auditBefore = (await payoutAudit(THIRD, admin.token)).length;
    const each = Math.ceil(due / 3);

    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(admin.token, THIRD, each)));
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 400)).toBe(true);
    expect(accepted).toHaveLength(Math.floor(due / each));
    expect(await dueOf(THIRD, admin.token)).toBe(due - accepted.length * each);
    expect(await dueOf(THIRD, admin.token)).toBeGreaterThanOrEqual(0);
    expect(await payoutAudit(THIRD, admin.token)).toHaveLength(auditBefore + accepted.length);
  });
});
