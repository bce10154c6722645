import type { UserLedgerResponse } from '@astrosetu/contracts';
import { userRepository } from '../src/modules/users/user.repository';
import { creditWallet } from '../src/modules/wallet/use-cases/credit-wallet';
import { debitWallet } from '../src/modules/wallet/use-cases/debit-wallet';
import { ledgerRepository } from '../src/modules/wallet/ledger.repository';
import { AppError } from '../src/shared/errors/app-error';
import { errorOf, setupTestServer } from './harness';

const t = setupTestServer();

describe('wallet use cases', () => {
  it('when a credit repeats an idempotency key, then the wallet is credited once', async () => {
    const { user } = await t.current.registerUser();
    const input = { userId: user.id, amount: 50_000, reason: 'topup' as const, reference: { type: 'payment', id: 'txn-1' }, idempotencyKey: 'payu:txn-1' };
    const results = await Promise.all([creditWallet(input), creditWallet(input), creditWallet(input)]);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await userRepository.findBalance(user.id)).toBe(50_000);
    expect(await ledgerRepository.listForUser(user.id)).toHaveLength(1);
  });

  it('when 30 debits race against a wallet that covers 7, then exactly 7 succeed and it never goes negative', async () => {
    const { user } = await t.current.registerUser();
    await t.current.topUp(user.id, 7 * 1_000 + 999);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => debitWallet({ userId: user.id, amount: 1_000, reason: 'consultation', reference: { type: 'test', id: i } })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    for (const failure of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(failure.reason).toBeInstanceOf(AppError);
      expect((failure.reason as AppError).code).toBe('INSUFFICIENT_BALANCE');
    }
    expect(await userRepository.findBalance(user.id)).toBe(999);
    const entries = await ledgerRepository.listForUser(user.id);
    expect(entries.map((e) => e.balanceAfter).sort((a, b) => a - b)).toEqual([999, 1999, 2999, 3999, 4999, 5999, 6999, 7999]);
  });

  it.each([0, -5, 1.5])('when the amount is %p, then the use case refuses it', async (amount) => {
    const { user } = await t.current.registerUser();
    await expect(creditWallet({ userId: user.id, amount, reason: 'topup', reference: { type: 'test', id: 1 } })).rejects.toThrow(AppError);
    await expect(debitWallet({ userId: user.id, amount, reason: 'consultation', reference: { type: 'test', id: 1 } })).rejects.toThrow(AppError);
  });
});

describe('GET /api/admin/users/{id}/ledger', () => {
  it('when an admin asks, then the balance and entries come back newest first', async () => {
    const admin = await t.current.loginAs('admin');
    const customer = await t.current.loginAs('user');
    const response = await t.current.api<UserLedgerResponse>('GET', `/api/admin/users/${customer.user.id}/ledger`, undefined, admin.token);
    expect(response.status).toBe(200);
    expect(response.body.balance).toBe(response.body.entries.reduce((sum, entry) => sum + entry.amount, 0));
    expect(response.body.entries[response.body.entries.length - 1]).toMatchObject({ amount: 100_000, reason: 'topup', balanceAfter: 100_000 });
  });

  it('when the user does not exist, then 404; when the caller is not an admin, then 403', async () => {
    const admin = await t.current.loginAs('admin');
    const customer = await t.current.loginAs('user');
    expect((await t.current.api('GET', '/api/admin/users/99999/ledger', undefined, admin.token)).status).toBe(404);
    const forbidden = await t.current.api('GET', `/api/admin/users/${customer.user.id}/ledger`, undefined, customer.token);
    expect(forbidden.status).toBe(403);
    expect(errorOf(forbidden).code).toBe('FORBIDDEN');
  });
});
