/**
 * One timer per session waiting for its birth-details step, so the session starts at the step's deadline
 * (sessionStartsBy) to the second rather than at the next sweep. The timers are only the punctual path:
 * the expiry sweep starts any session whose deadline passed (after a restart, or a join recorded by another
 * instance), and the start itself is a conditional update, so a timer, a sweep and the customer's own
 * "done" can all try and the session starts once.
 */
const timers = new Map<number, NodeJS.Timeout>();

/** Timers fire a little after the deadline: the start's filter compares to the millisecond. */
const FIRE_AFTER_MS = 25;

export const birthDetailsDeadlines = {
  /** Runs `start` at `at` (once per session; a second schedule for the same session is ignored). */
  schedule(consultationId: number, at: Date, start: () => Promise<unknown>): void {
    if (timers.has(consultationId)) return;
    const timer = setTimeout(
      () => {
        timers.delete(consultationId);
        // A failure here is not lost: the next expiry sweep starts the session.
        start().catch(() => undefined);
      },
      Math.max(0, at.getTime() - Date.now()) + FIRE_AFTER_MS,
    );
    timer.unref();
    timers.set(consultationId, timer);
  },

  /** The session started (or ended) another way: its timer has nothing left to do. */
  cancel(consultationId: number): void {
    clearTimeout(timers.get(consultationId));
    timers.delete(consultationId);
  },

  /** Shutting down: no start may run against a closed database. */
  cancelAll(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  },
};
