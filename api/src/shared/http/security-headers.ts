import type { RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderChange = { name: string; value: string | number | readonly string[] } | { name: string; remove: true };

/**
 * What helmet's middleware does to a response, recorded once: helmet's policy does not depend on the request for
 * the options the API uses, so it is computed at start instead of running helmet's dozen chained middlewares on
 * every request (issue 37: ~5% of the server's CPU per catalogue read).
 */
function recordHelmet(options: HelmetOptions): HeaderChange[] {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      changes.push({ name, value });
      return recorder;
    },
    removeHeader(name: string) {
      changes.push({ name, remove: true });
    },
  };
  let finished = false;
  helmet(options)({} as never, recorder as unknown as Response, () => {
    finished = true;
  });
  // helmet calls next synchronously; if a version ever did not, its headers could not be recorded this way.
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be precomputed');
  return changes;
}

/**
 * The API's security headers: helmet's defaults with the given changes, through helmet's public middleware (so a
 * helmet upgrade brings its policy with it), applied per request from the recording.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const changes = recordHelmet(options);
  return (_req, res, next) => {
    for (const change of changes) {
      if ('remove' in change) res.removeHeader(change.name);
      else res.setHeader(change.name, change.value);
    }
    next();
  };
}
