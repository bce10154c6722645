import { callMediaRequestSchema, callSignalRequestSchema } from '@astrosetu/contracts';
import { relayCallSignal } from '../modules/calls/use-cases/relay-call-signal';
import { reportCallMedia } from '../modules/consultations/use-cases/report-call-media';
import type { AppContext } from '../shared/app-context';
import { AppError } from '../shared/errors/app-error';
import { apiText } from '../shared/i18n/api-text';
import { TokenBucket } from '../shared/time/token-bucket';
import { onCommand } from './socket-command';
import type { AppSocket } from './socket-server';

/**
 * A call's signalling and media reports on this connection (docs/voice.md). A call setup sends one offer, one
 * answer and a few dozen ICE candidates at once, an ICE restart as many again: the allowance takes that burst and
 * refuses a flood (429) without touching the chat's.
 */
export function registerCallHandlers(socket: AppSocket, ctx: AppContext): void {
  const user = socket.data.user;
  const signals = new TokenBucket(120, 20);
  onCommand(socket, ctx.logger, 'call-signal', callSignalRequestSchema, async ({ consultationId, signal }) => {
    if (!signals.take()) throw new AppError(429, 'RATE_LIMITED', apiText('errors.calls.tooManySignals'));
    return relayCallSignal(user, consultationId, signal, ctx.realtime);
  });
  onCommand(socket, ctx.logger, 'call-media', callMediaRequestSchema, async ({ consultationId, state }) => ({
    consultationId,
    state: await reportCallMedia(user, { consultationId, state }, ctx.config.chat.autoEndGraceMs, ctx.realtime),
  }));
}
