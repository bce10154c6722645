import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { createAppTheme } from '../../theme/create-app-theme';
import { CountdownBadge } from './countdown-badge';

const theme = createAppTheme('light');
const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('CountdownBadge', () => {
  it('shows the clock calmly while there is time', () => {
    renderWithTheme(<CountdownBadge remainingSeconds={14 * 60 + 5} />);
    const timer = screen.getByRole('timer', { name: 'Time remaining: 14 minutes 5 seconds' });
    expect(timer).toHaveTextContent('14:05');
    expect(timer).toHaveStyle({ color: hexToRgb(theme.palette.primary.main) });
  });

  it('turns orange at 5 minutes', () => {
    renderWithTheme(<CountdownBadge remainingSeconds={300} />);
    expect(screen.getByRole('timer')).toHaveStyle({ backgroundColor: hexToRgb(theme.palette.warning.main) });
  });

  it('turns red at 2 minutes', () => {
    renderWithTheme(<CountdownBadge remainingSeconds={120} />);
    expect(screen.getByRole('timer')).toHaveStyle({ backgroundColor: hexToRgb(theme.palette.error.main) });
  });

  it('says EXPIRED and pulses at zero', () => {
    renderWithTheme(<CountdownBadge remainingSeconds={0} />);
    const timer = screen.getByRole('timer', { name: 'Time expired' });
    expect(timer).toHaveTextContent('EXPIRED');
    expect(timer).toHaveStyle({ backgroundColor: hexToRgb(theme.palette.error.main) });
    expect(getComputedStyle(timer).animation).toMatch(/infinite/);
  });

  it('counts down to the automatic end when given the grace period', () => {
    renderWithTheme(<CountdownBadge remainingSeconds={-30} graceSeconds={120} />);
    const timer = screen.getByRole('timer', { name: 'Time expired, session ends in 1 minute 30 seconds' });
    expect(timer).toHaveTextContent('EXPIRED · ends in 1:30');
  });
});
