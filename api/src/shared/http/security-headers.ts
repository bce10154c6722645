import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The API's security headers: helmet's defaults with the given changes, through helmet's public middleware, so a
 * helmet upgrade brings its policy with it.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  return helmet(options);
}
