import type { DomainEvents } from '../../shared/events/domain-events';
import { SessionCache } from './session-cache';
import { sessionRepository, type StoredSession } from './session.repository';

/** This process's cache of live sessions (exported for the realtime adapter's cross-instance invalidation). */
export const sessionCache = new SessionCache();

/**
 * Server-side sessions: every token names one, and a token is honoured only while its session lives.
 * Ending sessions takes effect at once here and on every instance: the sessions' sockets are
 * disconnected and the caches forget them.
 */
export const userSessions = {
  /** Starts a session of `lifetimeSeconds` for a user who just proved who they are. */
  async start(userId: number, lifetimeSeconds: number): Promise<StoredSession> {
    // No TTL index on the embedded engine: each sign-in sweeps the expired sessions.
    await sessionRepository.deleteExpired();
    return sessionRepository.create(userId, new Date(Date.now() + lifetimeSeconds * 1000));
  },

  /** True while the session exists, has not expired and belongs to `userId`. */
  async isLive(sessionId: string, userId: number): Promise<boolean> {
    const cachedUser = sessionCache.get(sessionId);
    if (cachedUser !== undefined) return cachedUser === userId;
    const session = await sessionRepository.findLive(sessionId);
    if (!session) return false;
    sessionCache.remember(session.id, session.userId, session.expiresAt);
    return session.userId === userId;
  },

  /** Signs one session out (logout): its sockets are closed, the user's other sessions go on. */
  async end(userId: number, sessionId: string, events: Pick<DomainEvents, 'publish'>): Promise<void> {
    await sessionRepository.delete(sessionId);
    sessionCache.forget(sessionId);
    await events.publish({ type: 'sessions.ended', userId, sessionId });
  },

  /**
   * Ends every session of a user (deactivation, deletion), or every one but `exceptSessionId` (a
   * password change keeps the session that made it). Their sockets are closed at once.
   */
  async endAllOfUser(userId: number, events: Pick<DomainEvents, 'publish'>, options: { exceptSessionId?: string } = {}): Promise<void> {
    await sessionRepository.deleteAllOfUser(userId, options.exceptSessionId);
    sessionCache.forgetUser(userId);
    await events.publish({ type: 'sessions.ended', userId, ...(options.exceptSessionId ? { exceptSessionId: options.exceptSessionId } : {}) });
  },
};
