import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorBody, FieldError, UiLanguage } from '@astrosetu/contracts';
import { apiText, translate, translateMessage } from '../i18n/api-text';
import { requestLanguage } from './request-language';
import type { Logger } from '../logging/logger';
import { AppError } from '../errors/app-error';

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
      return new AppError(400, 'MALFORMED_JSON', apiText('errors.request.malformedJson'));
    }
    if (error.type === 'entity.too.large') {
      return new AppError(413, 'PAYLOAD_TOO_LARGE', apiText('errors.request.tooLarge'));
    }
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      return new AppError(error.status, 'VALIDATION_FAILED', apiText('errors.request.unreadable'));
    }
  }
  if (isDuplicateKeyError(error)) return AppError.conflict(apiText('errors.request.duplicate'));
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
    const appError = known ?? new AppError(500, 'INTERNAL', apiText('errors.internal'));
    res.status(appError.status).json(errorBodyIn(requestLanguage(req), appError));
  };
}

/**
 * The error body in `language`: the message from the API's catalogue, or a contracts' validation message
 * translated; each field's message translated, and its validation code and parameters in `fieldErrors`.
 */
export function errorBodyIn(language: UiLanguage, appError: AppError): ErrorBody {
  const message = appError.text ? translate(language, appError.text) : translateMessage(language, appError.message).text;
  let fields: Record<string, string> | undefined;
  let fieldErrors: Record<string, FieldError> | undefined;
  for (const [field, fieldMessage] of Object.entries(appError.fields ?? {})) {
    const fieldText = appError.fieldTexts?.[field];
    const translated = fieldText ? { text: translate(language, fieldText), validation: undefined } : translateMessage(language, fieldMessage);
    (fields ??= {})[field] = translated.text;
    if (translated.validation) {
      const { code, params } = translated.validation;
      (fieldErrors ??= {})[field] = { code, ...(params ? { params } : {}), message: translated.text };
    }
  }
  return {
    error: {
      code: appError.code,
      message,
      ...(fields ? { fields } : {}),
      ...(fieldErrors ? { fieldErrors } : {}),
      ...(appError.details ? { details: appError.details } : {}),
    },
  };
}

/** Unknown /api paths answer with the error shape instead of Express's HTML page. */
export const apiNotFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError(404, 'NOT_FOUND', apiText('errors.request.noRoute', { method: req.method, path: req.path })));
};
