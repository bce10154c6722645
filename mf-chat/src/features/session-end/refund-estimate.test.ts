import { refundIfEndedNow, usedMinutesFromRemaining } from './refund-estimate';

describe('refundIfEndedNow', () => {
  const tenMinutes = { cost: 25_000, duration: 10, astrologerExtensions: 0 };

  it('refunds everything when the session has not started', () => {
    expect(refundIfEndedNow(tenMinutes, 0)).toBe(25_000);
  });

  it('refunds the unused whole minutes at the paid per-minute price', () => {
    expect(refundIfEndedNow(tenMinutes, 1)).toBe(9 * 2_500);
    expect(refundIfEndedNow(tenMinutes, 10)).toBe(0);
  });

  it('uses up the astrologer’s free minutes first', () => {
    // 10 paid + 5 free: ending after 3 minutes leaves 12 unused, of which 5 were free.
    expect(refundIfEndedNow({ cost: 25_000, duration: 15, astrologerExtensions: 1 }, 3)).toBe(7 * 2_500);
  });
});

describe('usedMinutesFromRemaining', () => {
  it('counts every started minute', () => {
    expect(usedMinutesFromRemaining(10, 600)).toBe(0);
    expect(usedMinutesFromRemaining(10, 599)).toBe(1);
    expect(usedMinutesFromRemaining(10, 540)).toBe(1);
    expect(usedMinutesFromRemaining(10, 539)).toBe(2);
    expect(usedMinutesFromRemaining(10, undefined)).toBe(0);
  });
});
