import Box from '@mui/material/Box';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { alpha, keyframes, styled, type Theme } from '@mui/material/styles';
import { describeClock, formatClock } from '@astrosetu/design-system/format';
import { countdownTone, type CountdownTone } from './countdown-tone';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface CountdownBadgeProps {
  /** Seconds left; zero or negative once the booked time has run out. */
  remainingSeconds: number;
  /**
   * Seconds after expiry at which the session ends by itself. When given, the expired badge also counts
   * down to that moment ("ends in 1:30").
   */
  graceSeconds?: number;
  /** Prefix for screen readers (default "Time remaining", in the site's language). */
  label?: string;
}

const pulse = keyframes`
  0%, 100% { box-shadow: 0 0 0 0 rgba(220, 38, 38, 0.55); transform: scale(1); }
  50% { box-shadow: 0 0 0 8px rgba(220, 38, 38, 0); transform: scale(1.04); }
`;

function toneColours(theme: Theme, tone: CountdownTone) {
  switch (tone) {
    case 'normal':
      return {
        color: theme.palette.primary.main,
        backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'light' ? 0.08 : 0.14),
        borderColor: alpha(theme.palette.primary.main, 0.3),
      };
    case 'warning':
      return { color: theme.palette.warning.contrastText, backgroundColor: theme.palette.warning.main, borderColor: theme.palette.warning.main };
    case 'critical':
    case 'expired':
      return { color: theme.palette.error.contrastText, backgroundColor: theme.palette.error.main, borderColor: theme.palette.error.main };
  }
}

const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: CountdownTone }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: theme.spacing(0.5, 1.25),
  borderRadius: 999,
  border: '1px solid',
  fontWeight: 700,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  transition: 'background-color 250ms, color 250ms',
  ...toneColours(theme, tone),
  ...(tone === 'expired' ? { animation: `${pulse} 1.2s ease-in-out infinite` } : {}),
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/** The consultation clock: calm while there is time, orange at 5 minutes, red at 2, pulsing red when expired. */
export function CountdownBadge({ remainingSeconds, graceSeconds, label }: CountdownBadgeProps) {
  const { t } = useDesignSystemText();
  const tone = countdownTone(remainingSeconds);
  const expired = tone === 'expired';
  const endsIn = graceSeconds === undefined ? undefined : Math.max(0, graceSeconds + remainingSeconds);
  const spoken = expired
    ? endsIn === undefined
      ? t('countdown.expiredSpoken')
      : t('countdown.expiredEndsInSpoken', { time: describeClock(endsIn) })
    : t('countdown.remainingSpoken', { label: label ?? t('countdown.timeRemaining'), time: describeClock(remainingSeconds) });

  return (
    <Badge tone={tone} role="timer" aria-label={spoken} data-tone={tone}>
      <TimerOutlined sx={{ fontSize: '1.1em' }} aria-hidden />
      <Box component="span" aria-hidden>
        {expired ? t('countdown.expired') : formatClock(remainingSeconds)}
        {expired && endsIn !== undefined ? (
          <Box component="span" sx={{ fontWeight: 500 }}>{` · ${t('countdown.endsIn', { time: formatClock(endsIn) })}`}</Box>
        ) : null}
      </Box>
    </Badge>
  );
}
