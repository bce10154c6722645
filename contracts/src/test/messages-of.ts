import type { z } from 'zod';
import { validationMessageOf, type ValidationMessage } from '../validation-text';

/**
 * What a person reads when a schema refuses `input`: the first message of each field, by its dotted path ('' for the
 * value itself). Empty when the input passes. Tests compare it with the sentences of the catalogue, as a form shows them.
 */
export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

/** The catalogue code (and parameters) the API sends with the one message of `field`, for a client that translates. */
export function codeOf(schema: z.ZodType, input: unknown, field = ''): ValidationMessage | undefined {
  const message = messagesOf(schema, input)[field];
  return message === undefined ? undefined : validationMessageOf(message);
}
