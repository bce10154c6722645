import { describeClock, formatClock, formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows durations under an hour as minutes', () => {
    expect(formatDuration(10)).toBe('10 min');
    expect(formatDuration(59)).toBe('59 min');
  });
  it('shows an hour or more as hours and minutes', () => {
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatDuration(125)).toBe('2 hr 5 min');
  });
});

describe('formatClock', () => {
  it('pads seconds and adds hours only when needed', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(245)).toBe('4:05');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(3723)).toBe('1:02:03');
  });
  it('shows the magnitude of negative (overrun) values', () => {
    expect(formatClock(-75)).toBe('1:15');
  });
});

describe('describeClock', () => {
  it('reads naturally', () => {
    expect(describeClock(245)).toBe('4 minutes 5 seconds');
    expect(describeClock(60)).toBe('1 minute');
    expect(describeClock(0)).toBe('0 seconds');
    expect(describeClock(3601)).toBe('1 hour 1 second');
  });
});
