import { describe, expect, it } from '@jest/globals';
import { earningsEntrySchema, recordPayoutRequestSchema } from './earnings';
import { messagesOf } from './test/messages-of';

describe('recordPayoutRequestSchema', () => {
  it('when an admin records a payout in whole paise, then it passes, also as text, with the reference trimmed', () => {
    expect(recordPayoutRequestSchema.parse({ astrologerId: '4', amount: '150000', reference: ' UTR123 ' })).toEqual({ astrologerId: 4, amount: 150_000, reference: 'UTR123' });
  });

  it('when the amount is 0 or negative, then the admin reads that it must be more than zero', () => {
    for (const amount of [0, -100]) {
      expect(messagesOf(recordPayoutRequestSchema, { astrologerId: 4, amount })).toEqual({ amount: 'Amount must be more than zero' });
    }
  });

  it('when the amount has a fraction of a paisa or is not a number, then the admin reads that it must be whole paise', () => {
    for (const amount of [10.5, 'ten rupees']) {
      expect(messagesOf(recordPayoutRequestSchema, { astrologerId: 4, amount })).toEqual({ amount: 'Amount must be whole paise' });
    }
  });
});

describe('earningsEntrySchema', () => {
  const entry = {
    id: 1,
    consultationId: 9,
    grossAmount: 28_000,
    commissionAmount: 5_600,
    shareAmount: 22_400,
    commissionPercent: 20,
    usedMinutes: 15,
    platformPaidMinutes: 0,
    platformPaidAmount: 0,
    tdsAmount: 280,
    tdsPercent: 1,
    createdAt: '2026-12-06T10:00:00Z',
  };

  it('when a session credits the astrologer, then every amount is whole paise and the percentages are 0 to 100', () => {
    expect(earningsEntrySchema.safeParse(entry).success).toBe(true);
    expect(earningsEntrySchema.safeParse({ ...entry, shareAmount: 22_400.5 }).success).toBe(false);
    expect(earningsEntrySchema.safeParse({ ...entry, commissionPercent: 101 }).success).toBe(false);
    expect(earningsEntrySchema.safeParse({ ...entry, tdsAmount: -1 }).success).toBe(false);
  });
});
