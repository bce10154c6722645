import { describe, expect, it } from '@jest/globals';
import { codeOf, messagesOf } from './test/messages-of';
import {
  MAX_MONTHLY_SPENDING_CAP,
  RECHARGE_BONUS_PERCENT_MAX,
  WALLET_STATEMENT_DEFAULT_LIMIT,
  WALLET_STATEMENT_MAX_LIMIT,
  createRechargePackRequestSchema,
  rechargeBonusInPaise,
  spendingCapRequestSchema,
  walletStatementQuerySchema,
} from './wallet';

/** The rupee amounts a sentence names ('from ₹100 to ₹1,00,000' -> [100, 100000]). */
const rupeesNamedIn = (sentence: string) => [...sentence.matchAll(/₹([\d,]+)/g)].map((match) => Number(match[1].replace(/,/g, '')));

describe('rechargeBonusInPaise', () => {
  it('when a pack gives a percentage of bonus credit, then it is that share of the amount', () => {
    expect(rechargeBonusInPaise(100_000, 10)).toBe(10_000); // ₹1,000 + 10% -> ₹100
    expect(rechargeBonusInPaise(200_000, 15)).toBe(30_000);
  });

  it('when the share has a fraction of a paisa, then it is rounded down', () => {
    expect(rechargeBonusInPaise(999, 15)).toBe(149); // 149.85
    expect(rechargeBonusInPaise(10_001, 50)).toBe(5_000); // 5,000.5
  });
});

describe('createRechargePackRequestSchema', () => {
  const packMessage = 'The pack amount must be whole rupees from ₹100 to ₹1,00,000';

  it('when an admin creates a pack of whole rupees with a bonus of 1 to 50 %, then it passes and is active', () => {
    expect(createRechargePackRequestSchema.parse({ amount: '100000', bonusPercent: '10' })).toEqual({ amount: 100_000, bonusPercent: 10, active: true });
    expect(createRechargePackRequestSchema.parse({ amount: 10_000, bonusPercent: RECHARGE_BONUS_PERCENT_MAX, active: false }).active).toBe(false);
  });

  it('when the pack amount is below ₹100, above ₹1,00,000 or has paise, then the admin reads the rule in rupees', () => {
    for (const amount of [9_900, 10_000_100, 10_050, 'lots']) {
      expect(messagesOf(createRechargePackRequestSchema, { amount, bonusPercent: 10 })).toEqual({ amount: packMessage });
    }
  });

  it('when the sentence names the pack bounds in rupees, then packs exactly on them pass and a rupee beyond is refused', () => {
    const [min, max] = rupeesNamedIn(packMessage);
    for (const [amount, passes] of [[min * 100, true], [max * 100, true], [(min - 1) * 100, false], [(max + 1) * 100, false]] as const) {
      expect(createRechargePackRequestSchema.safeParse({ amount, bonusPercent: 10 }).success).toBe(passes);
    }
  });

  it('when the bonus is 0, above 50 % or a fraction, then the admin reads the allowed range', () => {
    for (const bonusPercent of [0, 51, 12.5]) {
      expect(messagesOf(createRechargePackRequestSchema, { amount: 100_000, bonusPercent })).toEqual({ bonusPercent: 'The bonus must be a whole percentage from 1 to 50' });
    }
  });
});

describe('spendingCapRequestSchema', () => {
  it('when a customer sets a monthly cap in whole paise from ₹1 to ₹10,00,000, or removes it, then it passes', () => {
    expect(spendingCapRequestSchema.parse({ monthlyCap: 100 })).toEqual({ monthlyCap: 100 });
    expect(spendingCapRequestSchema.parse({ monthlyCap: MAX_MONTHLY_SPENDING_CAP })).toEqual({ monthlyCap: 100_000_000 });
    expect(spendingCapRequestSchema.parse({ monthlyCap: null })).toEqual({ monthlyCap: null });
  });

  it('when the cap is out of range, a fraction or text, then each case has its own sentence', () => {
    expect(messagesOf(spendingCapRequestSchema, { monthlyCap: 99 })).toEqual({ monthlyCap: 'The monthly limit must be at least ₹1' });
    expect(messagesOf(spendingCapRequestSchema, { monthlyCap: MAX_MONTHLY_SPENDING_CAP + 1 })).toEqual({ monthlyCap: 'The monthly limit can be at most ₹10,00,000' });
    expect(messagesOf(spendingCapRequestSchema, { monthlyCap: 500.5 })).toEqual({ monthlyCap: 'The monthly limit must be a whole number of paise' });
    expect(messagesOf(spendingCapRequestSchema, { monthlyCap: '5000' })).toEqual({ monthlyCap: 'The monthly limit must be an amount in paise' });
  });

  it('when the sentences name the smallest and the largest cap in rupees, then those are the limits the schema applies', () => {
    const largest = messagesOf(spendingCapRequestSchema, { monthlyCap: MAX_MONTHLY_SPENDING_CAP + 1 }).monthlyCap;
    const smallest = messagesOf(spendingCapRequestSchema, { monthlyCap: 0 }).monthlyCap;
    expect(rupeesNamedIn(largest)).toEqual([MAX_MONTHLY_SPENDING_CAP / 100]);
    expect(spendingCapRequestSchema.safeParse({ monthlyCap: rupeesNamedIn(smallest)[0] * 100 }).success).toBe(true);
    expect(spendingCapRequestSchema.safeParse({ monthlyCap: rupeesNamedIn(smallest)[0] * 100 - 1 }).success).toBe(false);
  });
});

describe('walletStatementQuerySchema', () => {
  it('when the statement is asked for without a limit, then it gets the default page from the newest', () => {
    expect(walletStatementQuerySchema.parse({})).toEqual({ limit: WALLET_STATEMENT_DEFAULT_LIMIT });
    expect(walletStatementQuerySchema.parse({ limit: '50', before: '1234' })).toEqual({ limit: 50, before: 1234 });
  });

  it('when the limit or the cursor is not a usable whole number, then the 400 says what it must be', () => {
    expect(messagesOf(walletStatementQuerySchema, { limit: WALLET_STATEMENT_MAX_LIMIT + 1 })).toEqual({ limit: 'limit must be a whole number from 1 to 50' });
    expect(codeOf(walletStatementQuerySchema, { limit: 0 }, 'limit')).toEqual({ code: 'wallet.statementLimit', params: { max: 50 } });
    for (const before of [0, 'abc', 1.5, '9007199254740993']) {
      expect(messagesOf(walletStatementQuerySchema, { before })).toEqual({ before: 'before must be the id of a statement entry: a whole number of at least 1' });
    }
  });
});
