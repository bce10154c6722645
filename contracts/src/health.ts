import { z } from 'zod';

export const databaseEngines = ['jongodb', 'mongodb-memory-server', 'mongodb'] as const;

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(databaseEngines),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready: 200 when ready, 503 (same shape) when draining or a dependency is down. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  dependencies: z.record(z.string(), z.enum(['up', 'down'])),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
