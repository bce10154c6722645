import { useEffect, useState } from 'react';

/** This browser's time, moving on every `intervalMs` while `running` (a countdown's clock). */
export function useNow(running: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
