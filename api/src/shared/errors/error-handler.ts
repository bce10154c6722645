import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorBody } from '@astrosetu/contracts';
import type { Logger } from '../logging/logger';
import { AppError } from './app-error';

interface HttpParserError {
  type?: string;
  status?: number;
}

function isParserError(error: unknown): error is HttpParserError {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** Turns anything thrown into one of the contracts' error bodies; never leaks internals. */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return AppError.fromZod(error);
  if (isParserError(error)) {
    if (error.type === 'entity.parse.failed') {
      return new AppError(400, 'MALFORMED_JSON', 'Request body is not valid JSON');
    }
    if (error.type === 'entity.too.large') {
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    }
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      return new AppError(error.status, 'VALIDATION_FAILED', 'The request body could not be read');
    }
  }
  if (isDuplicateKeyError(error)) return AppError.conflict('This record already exists');
  return undefined;
}

export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = toAppError(error);
    if (!known) logger.error(`Unexpected error on ${req.method} ${req.originalUrl}`, error);
    const appError = known ?? new AppError(500, 'INTERNAL', 'Something went wrong. Please try again later.');
    const body: ErrorBody = {
      error: {
        code: appError.code,
        message: appError.message,
        ...(appError.fields ? { fields: appError.fields } : {}),
        ...(appError.details ? { details: appError.details } : {}),
      },
    };
    res.status(appError.status).json(body);
  };
}

/** Unknown /api paths answer with the error shape instead of Express's HTML page. */
export const apiNotFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError(404, 'NOT_FOUND', `No API route for ${req.method} ${req.path}`));
};
