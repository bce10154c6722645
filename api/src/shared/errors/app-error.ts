import type { ZodError } from 'zod';
import type { ErrorCode } from '@astrosetu/contracts';

/**
 * The one error type of the API. Use cases throw it; the central error handler turns it into
 * the contracts' error body ({ error: { code, message, fields? } }) with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, number | string | boolean>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError(400, 'VALIDATION_FAILED', message, fields);
  }
  static unauthenticated(message = 'Please sign in to continue') {
    return new AppError(401, 'UNAUTHENTICATED', message);
  }
  static forbidden(message = 'You do not have permission to do this') {
    return new AppError(403, 'FORBIDDEN', message);
  }
  static notFound(what: string) {
    return new AppError(404, 'NOT_FOUND', `${what} not found`);
  }
  static conflict(message: string) {
    return new AppError(409, 'CONFLICT', message);
  }

  /** The first message becomes the error's message; every field keeps its own first message. */
  static fromZod(error: ZodError): AppError {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || '_';
      if (!(key in fields)) fields[key] = issue.message;
    }
    const first = error.issues[0]?.message ?? 'Invalid input';
    return AppError.badRequest(first, fields);
  }
}
