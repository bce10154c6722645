import { DEFAULT_UI_LANGUAGE, type AckResponse, type ClientToServerEvents, type SocketError, type UiLanguage } from '@astrosetu/contracts';
import type { z } from 'zod';
import type { Logger } from '../shared/logging/logger';
import { AppError } from '../shared/errors/app-error';
import { errorBodyIn, toAppError } from '../shared/http/error-handler';
import { apiText } from '../shared/i18n/api-text';
import type { AppSocket } from './socket-server';

export type CommandName = keyof ClientToServerEvents;
type AckData<E extends CommandName> = Parameters<ClientToServerEvents[E]>[1] extends (response: AckResponse<infer T>) => void ? T : never;

/** The HTTP error body's inner object, in the socket's language. */
function toSocketError(error: unknown, logger: Logger, event: string, language: UiLanguage): SocketError {
  const known = toAppError(error);
  if (!known) logger.error(`Unexpected error in socket command ${event}`, error);
  const appError = known ?? new AppError(500, 'INTERNAL', apiText('errors.internal'));
  return errorBodyIn(language, appError).error;
}

/**
 * Registers one client command: the payload is parsed with its contracts schema, the work runs, and
 * the acknowledgement gets { data } or { error } (the HTTP error body's inner object). It never
 * throws into Socket.IO and never leaves a client waiting, whatever the client sends.
 */
export function onCommand<E extends CommandName, S extends z.ZodType>(
  socket: AppSocket,
  logger: Logger,
  event: E,
  schema: S,
  run: (input: z.output<S>) => Promise<AckData<E>>,
): void {
  const listener = async (...args: unknown[]) => {
    // A client may leave out the payload, the acknowledgement, or both.
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as (response: AckResponse<AckData<E>>) => void) : undefined;
    const payload = ack ? args.slice(0, -1)[0] : args[0];
    let response: AckResponse<AckData<E>>;
    try {
      const input = schema.parse(payload ?? {});
      response = { data: await run(input) };
    } catch (error) {
      response = { error: toSocketError(error, logger, event, socket.data.language ?? DEFAULT_UI_LANGUAGE) };
    }
    ack?.(response);
  };
  // Socket.IO's typed `on` wants the exact handler signature; the listener above accepts anything.
  (socket.on as (event: string, listener: (...args: unknown[]) => void) => void)(event, (...args) => void listener(...args));
}
