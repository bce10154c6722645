import { countdownTone } from './countdown-tone';

describe('countdownTone', () => {
  it.each([
    [45 * 60, 'normal'],
    [5 * 60 + 1, 'normal'],
    [5 * 60, 'warning'],
    [3 * 60, 'warning'],
    [2 * 60 + 1, 'warning'],
    [2 * 60, 'critical'],
    [1, 'critical'],
    [0, 'expired'],
    [-1, 'expired'],
    [-120, 'expired'],
  ] as const)('with %i seconds left the badge is %s', (seconds, tone) => {
    expect(countdownTone(seconds)).toBe(tone);
  });
});
