// compression (express's gzip middleware) ships no types and @types/compression is not installed: the one call
// server.ts makes, typed.
declare module 'compression' {
  import type { RequestHandler } from 'express';
  export default function compression(): RequestHandler;
}
