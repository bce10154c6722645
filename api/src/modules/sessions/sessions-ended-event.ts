/**
 * Published after sessions were deleted (a logout, a deactivation or deletion, a password change): one session
 * (`sessionId`), or every session of the user but `exceptSessionId`. Realtime subscribes and closes their sockets on
 * every instance at once; a socket's handshake checked the session once, so its connection must not outlive it.
 */
export interface SessionsEnded {
  userId: number;
  sessionId?: string;
  exceptSessionId?: string;
}

declare module '../../shared/events/domain-events' {
  interface DomainEventTypes {
    'sessions.ended': SessionsEnded;
  }
}
