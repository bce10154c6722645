import type { ErrorBody, ErrorCode } from '@astrosetu/contracts';
import { useWebCoreText } from '../locales/use-text';

/** Any failed call, in one shape a screen can show. */
export interface ApiError {
  /** HTTP status, or null when no answer arrived at all (offline, server unreachable, timeout). */
  status: number | null;
  /** The server's human message; else the body text; else the HTTP status text. */
  message: string;
  /** '{status}: {message}'; for a network failure just the message. */
  text: string;
  /** The API's error body ({ error: { code, message, fields } }) when the server sent one. */
  body?: ErrorBody;
  code?: ErrorCode;
  /** Form field -> first validation message, from the server. */
  fields?: Record<string, string>;
  isNetworkError: boolean;
}

/** What an answer without a body means, in the site's language (read when the error happens). */
const statusTexts: Record<number, Parameters<typeof useWebCoreText.translate>[0]> = {
  400: 'apiError.status.badRequest',
  401: 'apiError.status.unauthorized',
  403: 'apiError.status.forbidden',
  404: 'apiError.status.notFound',
  409: 'apiError.status.conflict',
  413: 'apiError.status.payloadTooLarge',
  422: 'apiError.status.unprocessable',
  429: 'apiError.status.tooManyRequests',
  500: 'apiError.status.serverError',
  502: 'apiError.status.badGateway',
  503: 'apiError.status.unavailable',
  504: 'apiError.status.gatewayTimeout',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// A hand-written guard instead of the zod schema: this file is on the first page load, zod is not.
export function isErrorBody(value: unknown): value is ErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  return typeof value.error.code === 'string' && typeof value.error.message === 'string';
}

function fromHttpAnswer(status: number, data: unknown): ApiError {
  const statusText = statusTexts[status];
  const fallback = statusText ? useWebCoreText.translate(statusText) : `HTTP ${status}`;
  let message: string;
  let body: ErrorBody | undefined;
  if (isErrorBody(data)) {
    body = data;
    message = data.error.message;
  } else if (typeof data === 'string') {
    message = data.trim() || fallback;
  } else if (data === undefined || data === null || data === '') {
    message = fallback;
  } else {
    message = JSON.stringify(data);
  }
  return {
    status,
    message,
    text: `${status}: ${message}`,
    body,
    code: body?.error.code,
    fields: body?.error.fields,
    isNetworkError: false,
  };
}

function networkError(message: string): ApiError {
  return { status: null, message, text: message, isNetworkError: true };
}

/**
 * Turns what RTK Query (or a thrown value) reports into an ApiError. Accepts the error of a query hook, the
 * rejection of `.unwrap()` and anything else a catch block may hold.
 */
export function normaliseApiError(error: unknown): ApiError {
  if (isRecord(error) && 'status' in error) {
    const { status } = error;
    if (typeof status === 'number') return fromHttpAnswer(status, error.data);
    if (status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
      return fromHttpAnswer(error.originalStatus, error.data);
    }
    // No answer: the browser's own words ("TypeError: Failed to fetch") are English whatever the site's language and
    // mean nothing to a visitor, so the site says it in the visitor's language (issue 38).
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return networkError(useWebCoreText.translate('apiError.network'));
    if (typeof error.error === 'string') return { status: null, message: error.error, text: error.error, isNetworkError: false };
  }
  if (error instanceof Error) return { status: null, message: error.message, text: error.message, isNetworkError: false };
  if (isRecord(error) && typeof error.message === 'string') {
    return { status: null, message: error.message, text: error.message, isNetworkError: false };
  }
  const unknown = useWebCoreText.translate('apiError.unknown');
  return { status: null, message: unknown, text: unknown, isNetworkError: false };
}
