import { useEffect, useState } from 'react';
import { remainingSecondsAt, type CountdownClock } from './session-countdown';

/**
 * Seconds left, ticking every second while `running` (the countdown starts only once the
 * birth-details step is done). Before that it shows the time left when the chat opened.
 */
export function useSessionCountdown(clock: CountdownClock | undefined, running: boolean): number | undefined {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setNow(Date.now());
    if (!running || !clock) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, clock]);

  return clock ? remainingSecondsAt(clock, now) : undefined;
}
