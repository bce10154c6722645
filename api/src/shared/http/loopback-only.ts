import type { Request, RequestHandler } from 'express';
import { isIP } from 'node:net';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * True only for a request made on this machine, not relayed: the TCP peer is loopback (not req.ip,
 * which trusts X-Forwarded-For from a configured proxy) and no proxy header says it came from elsewhere.
 */
export function isDirectLoopbackRequest(req: Request): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  return isLoopbackAddress(req.socket.remoteAddress);
}

/** Answers 404, as for any unknown path, to a request that did not come straight from this machine. */
export const loopbackOnly: RequestHandler = (req, res, next) => {
  if (isDirectLoopbackRequest(req)) next();
  else next('router');
};
