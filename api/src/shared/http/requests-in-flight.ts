import type { Server } from 'node:http';

export interface RequestsInFlight {
  count(): number;
  /** Resolves when no request is in flight, or after `timeoutMs` whatever is left. */
  settled(timeoutMs: number): Promise<void>;
}

/** Counts HTTP requests between their arrival and their answer (or a dropped connection), for a graceful stop. */
export function trackRequestsInFlight(server: Server): RequestsInFlight {
  let count = 0;
  let waiters: Array<() => void> = [];
  server.on('request', (_req, res) => {
    count += 1;
    res.once('close', () => {
      count -= 1;
      if (count === 0) {
        const done = waiters;
        waiters = [];
        for (const resolve of done) resolve();
      }
    });
  });
  return {
    count: () => count,
    settled(timeoutMs) {
      if (count === 0 || timeoutMs <= 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
