import type { ZodError } from 'zod';
import type { ErrorCode } from '@astrosetu/contracts';
import { apiText, isLocalizedText, translate, type LocalizedText } from '../i18n/api-text';

/** What an error says: a sentence of the API's catalogue (answered in the request's language), or plain text. */
export type ErrorMessage = string | LocalizedText;

/** Things a 404 can name; each has its sentence under errors.notFound in api/src/locales. */
const missingThings = [
  'article',
  'astrologer',
  'astrologerProfile',
  'avatar',
  'consultation',
  'deliverable',
  'failedJob',
  'horoscopePeriod',
  'image',
  'message',
  'notification',
  'order',
  'payment',
  'place',
  'reading',
  'receipt',
  'rechargePack',
  'report',
  'review',
  'task',
  'user',
  'waitlistEntry',
] as const;
export type MissingThing = (typeof missingThings)[number];

/**
 * The one error type of the API. Use cases throw it; the central error handler turns it into
 * the contracts' error body ({ error: { code, message, fields? } }) with `status`, the message in the request's
 * language. `message` (Error's) is the English text, for logs and tests.
 */
export class AppError extends Error {
  /** The catalogue sentence, when the message is one. */
  readonly text?: LocalizedText;
  /** Each field's message in English (as `message`). */
  readonly fields?: Record<string, string>;
  /** The catalogue sentences of the fields that have one. */
  readonly fieldTexts?: Record<string, LocalizedText>;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: ErrorMessage,
    fields?: Record<string, ErrorMessage>,
    readonly details?: Record<string, number | string | boolean>,
  ) {
    super(isLocalizedText(message) ? translate('en', message) : message);
    if (isLocalizedText(message)) this.text = message;
    if (fields) {
      this.fields = {};
      for (const [field, fieldMessage] of Object.entries(fields)) {
        this.fields[field] = isLocalizedText(fieldMessage) ? translate('en', fieldMessage) : fieldMessage;
        if (isLocalizedText(fieldMessage)) (this.fieldTexts ??= {})[field] = fieldMessage;
      }
    }
    this.name = 'AppError';
  }

  static badRequest(message: ErrorMessage, fields?: Record<string, ErrorMessage>) {
    return new AppError(400, 'VALIDATION_FAILED', message, fields);
  }
  static unauthenticated(message: ErrorMessage = apiText('errors.auth.signIn')) {
    return new AppError(401, 'UNAUTHENTICATED', message);
  }
  static forbidden(message: ErrorMessage = apiText('errors.auth.forbidden')) {
    return new AppError(403, 'FORBIDDEN', message);
  }
  /** `thing` may also be the English name older callers pass ('Horoscope period'). */
  static notFound(thing: MissingThing | string) {
    const key = thing.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase()).replace(/^\w/, (letter) => letter.toLowerCase());
    if (!(missingThings as readonly string[]).includes(key)) return new AppError(404, 'NOT_FOUND', `${thing} not found`);
    return new AppError(404, 'NOT_FOUND', apiText(`errors.notFound.${key as MissingThing}`));
  }
  static conflict(message: ErrorMessage) {
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
