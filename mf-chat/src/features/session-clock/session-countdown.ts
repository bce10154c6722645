/** The server's clock for a session, as the live chat gives it. */
export interface CountdownClock {
  startedAtMs: number;
  durationMinutes: number;
  /** Server time minus this browser's time. */
  offsetMs: number;
}

/**
 * Seconds left of the booked time, on the server's clock: booked minutes (with extensions) minus the
 * time since the session started. Negative once it has run out.
 */
export function remainingSecondsAt(clock: CountdownClock, browserNowMs: number): number {
  const endsAtMs = clock.startedAtMs + clock.durationMinutes * 60_000;
  return Math.floor((endsAtMs - (browserNowMs + clock.offsetMs)) / 1000);
}
