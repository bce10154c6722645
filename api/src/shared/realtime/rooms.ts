/** Socket.IO room names. Sockets join their user (and astrologer) room on connect. */
export const rooms = {
  user: (userId: number) => `user:${userId}`,
  astrologer: (astrologerId: number) => `astrologer:${astrologerId}`,
  /** The sockets opened with one sign-in's token: closed together when that session ends. */
  session: (sessionId: string) => `session:${sessionId}`,
  /** Joined by the chat handlers after checking that the socket's user is a participant. */
  consultation: (consultationId: number) => `consultation:${consultationId}`,
};
