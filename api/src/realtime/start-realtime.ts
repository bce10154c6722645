import { chatConsultationCache } from '../modules/chat/chat-consultation-cache';
import { birthDetailsDeadlines } from '../modules/consultations/birth-details-deadline';
import { sessionSettingsOf } from '../modules/consultations/session-settings';
import { sessionCache } from '../modules/sessions/user-sessions';
import type { AppContext } from '../shared/app-context';
import { rooms } from '../shared/realtime/rooms';
import type { JobQueue } from '../shared/jobs/job-queue';
import { startExpirySweeper, type ExpirySweeper } from './session-expiry-sweeper';
import type { AppSocketServer } from './socket-server';

export interface RealtimeServices {
  sweeper: ExpirySweeper;
  /** Before io.close(): no more automatic session ends. */
  stopSweeper(): Promise<void>;
  /** After io.close(): leave Redis. */
  disconnectAdapter(): Promise<void>;
}

/**
 * What the realtime side needs besides the socket server: the Redis adapter (REDIS_URL), the expiry
 * sweeper, and keeping the chat's consultation cache true on every instance.
 */
export async function startRealtimeServices(io: AppSocketServer, ctx: AppContext, deps: { schedules: JobQueue }): Promise<RealtimeServices> {
  // The Redis adapter and its client are loaded only with REDIS_URL (docs/performance.md#what-an-api-process-loads).
  const disconnectAdapter = ctx.config.redisUrl
    ? await (await import('./redis-adapter')).attachRedisAdapter(io, ctx.config.redisUrl, ctx.logger)
    : async () => undefined;
  const shared = Boolean(ctx.config.redisUrl);

  // A session that ends (or an id that is booked) must not be served from a cache anywhere.
  io.on('consultation-changed', (consultationId) => chatConsultationCache.invalidate(consultationId));
  const stopWatching = ctx.realtime.onEmit(({ event, room, payload }) => {
    const changed =
      (event === 'consultation-ended' && room.startsWith('consultation:')) ||
      (event === 'new-consultation-for-astrologer' && room.startsWith('astrologer:'));
    if (!changed) return;
    const { consultationId } = payload as { consultationId: number };
    if (event === 'consultation-ended' && room !== rooms.consultation(consultationId)) return;
    chatConsultationCache.invalidate(consultationId);
    if (shared) io.serverSideEmit('consultation-changed', consultationId);
  });

  // An ended session must not be honoured from another instance's cache either.
  io.on('sessions-ended', (userId) => sessionCache.forgetUser(userId));
  const stopWatchingSessions = ctx.realtime.onSessionsEnded((userId) => {
    if (shared) io.serverSideEmit('sessions-ended', userId);
  });

  const sweeper = startExpirySweeper({
    intervalMs: ctx.config.chat.expirySweepIntervalMs,
    graceMs: ctx.config.chat.autoEndGraceMs,
    noShowMs: ctx.config.chat.noShowCancelMs,
    connectionLostGraceMs: ctx.config.chat.connectionLostGraceMs,
    birthDetailsStepMs: ctx.config.chat.birthDetailsStepMs,
    sessionSettings: sessionSettingsOf(ctx.config),
    events: ctx.events,
    realtime: ctx.realtime,
    logger: ctx.logger,
    queue: deps.schedules,
  });
  return {
    sweeper,
    stopSweeper: async () => {
      stopWatching();
      stopWatchingSessions();
      birthDetailsDeadlines.cancelAll();
      await sweeper.stop();
    },
    disconnectAdapter,
  };
}
