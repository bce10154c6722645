import { Router } from 'express';
import { healthEndpoints, type HealthResponse, type ReadinessResponse } from '@astrosetu/contracts';
import type { DatabaseEngine } from '../../db/database';
import { ANSWERED, endpointServer } from './serve-endpoint';

/** A dependency the API cannot serve without; `check` rejects (or times out) when it is unreachable. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface HealthOptions {
  engine: DatabaseEngine;
  checks: ReadinessCheck[];
  /** True once shutdown began: the load balancer should send new requests elsewhere. */
  draining(): boolean;
  /** Per check (default 2 s): a dependency that hangs is as unusable as one that refuses. */
  timeoutMs?: number;
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /health: liveness (the process answers; restart it if not). GET /ready: readiness (the database and
 * Redis answer and the process is not shutting down); 503 otherwise, naming what is down.
 */
export function createHealthRouter(options: HealthOptions): Router {
  const router = Router();
  const serve = endpointServer(router);
  serve(healthEndpoints.liveness, (_request, _req, res) => {
    const body: HealthResponse = { status: 'ok', database: options.engine };
    res.set('Cache-Control', 'no-store');
    return body;
  });
  // The status says whether the instance is ready (200 or 503), so the route answers itself.
  serve(healthEndpoints.readiness, async (_request, _req, res): Promise<typeof ANSWERED> => {
    const results = await Promise.all(
      options.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), options.timeoutMs ?? 2_000);
          return [name, 'up'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    const dependencies = Object.fromEntries(results);
    const draining = options.draining();
    const ready = !draining && results.every(([, state]) => state === 'up');
    const body: ReadinessResponse = { status: ready ? 'ready' : draining ? 'draining' : 'unavailable', dependencies };
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(body);
    return ANSWERED;
  });
  return router;
}
