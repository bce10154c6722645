import { z } from 'zod';

export const databaseEngines = ['jongodb', 'mongodb-memory-server', 'mongodb'] as const;

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(databaseEngines),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
