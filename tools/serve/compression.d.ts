// compression (express's gzip middleware) ships no types and @types/compression is not installed: the one call
// static-server.ts makes, typed (prerender/src/compression.d.ts does the same for the prerender's server).
declare module 'compression' {
  import type { RequestHandler } from 'express';
  export default function compression(): RequestHandler;
}
