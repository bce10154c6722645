import { useDesignSystemText } from '@astrosetu/design-system/locales';

const { translate } = useDesignSystemText;

/**
 * Durations under an hour read as minutes ("45 min", "45 मिनट"), longer ones as hours and minutes ("1 hr 30 min",
 * "1 घंटा 30 मिनट"), in the site's language.
 */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < 60) return translate('format.duration.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? translate('format.duration.hours', { count: hours }) : translate('format.duration.hoursMinutes', { count: hours, minutes: rest });
}

/** A clock for a countdown: "4:05", "59:59", "1:02:03". Negative values are shown as their magnitude. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.floor(Math.abs(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Spoken form of a clock for screen readers, in the site's language: "4 minutes 5 seconds", "4 मिनट 5 सेकंड". */
export function describeClock(totalSeconds: number): string {
  const seconds = Math.floor(Math.abs(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (h) parts.push(translate('format.spoken.hours', { count: h }));
  if (m) parts.push(translate('format.spoken.minutes', { count: m }));
  if (s || parts.length === 0) parts.push(translate('format.spoken.seconds', { count: s }));
  return parts.join(' ');
}
