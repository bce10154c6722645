import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';

/**
 * Parse one part of a request with a contracts schema. A failure becomes a 400 whose message is
 * the schema's first message (docs/product-rules.md#validation) and whose `fields` name every bad field.
 */
function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}

export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return parseWith(schema, req.body ?? {});
}

export function parseParams<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return parseWith(schema, req.params);
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return parseWith(schema, req.query);
}
