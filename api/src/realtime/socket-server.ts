import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { uiLanguageOf, type ClientToServerEvents, type ServerToClientEvents, type UiLanguage, type User } from '@astrosetu/contracts';
import type { AppContext } from '../shared/app-context';
import { errorBodyIn, toAppError } from '../shared/http/error-handler';
import { say } from '../shared/i18n/api-text';
import { requestLanguage } from '../shared/http/request-language';
import { bearerToken } from '../shared/http/auth-guards';
import { userSessions } from '../modules/sessions/user-sessions';
import { registerRealtimeHandlers } from './register-realtime-handlers';
import { rooms } from '../shared/realtime/rooms';

export interface SocketData {
  /** The authenticated account, read from the database at handshake time. */
  user: User;
  /** The server-side session its token names: checked again before every command. */
  sessionId: string;
  /** The language this connection's own text is written in: handshake auth.language, else the account's, else Accept-Language. */
  language: UiLanguage;
}

/** Between API instances (through the Redis adapter): a consultation's cached state is out of date. */
export interface InterServerEvents {
  'consultation-changed': (consultationId: number) => void;
  /** A user's sessions were ended: forget them in this instance's session cache. */
  'sessions-ended': (userId: number) => void;
}
/** handshake auth.language (the web sends the visitor's choice), else the account's language, else Accept-Language. */
export function socketLanguage(handshake: Socket['handshake'], user?: User): UiLanguage {
  const chosen: unknown = handshake.auth?.language;
  return (typeof chosen === 'string' ? uiLanguageOf(chosen) : null) ?? user?.uiLanguage ?? requestLanguage(handshake);
}

export type AppSocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** A chat message is at most 4,000 characters: a larger frame is refused before it is parsed. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * Socket.IO on the API's http server. A handshake must carry the same JWT as HTTP calls
 * (`auth: { token }`, or an Authorization header); a refused handshake gets a connect_error whose
 * message is the API's error message and whose `data` is the contracts' error body.
 */
export function attachSocketServer(httpServer: HttpServer, ctx: AppContext): AppSocketServer {
  const io: AppSocketServer = new Server(httpServer, {
    path: '/socket.io/',
    cors: { origin: ctx.config.corsOrigins, credentials: true },
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    // A dropped connection must show within 5 s on both ends: the server pings every interval and
    // closes a connection whose pong is late by the timeout; a client that hears no ping for
    // interval + timeout (4.5 s by default) knows it is cut off.
    pingInterval: ctx.config.chat.pingIntervalMs,
    pingTimeout: ctx.config.chat.pingTimeoutMs,
  });

  io.use(async (socket, next) => {
    try {
      const authToken: unknown = socket.handshake.auth?.token;
      const token = typeof authToken === 'string' ? authToken : bearerToken(socket.handshake.headers.authorization);
      const { user, sessionId } = await ctx.sessions.authenticate(token);
      socket.data.user = user;
      socket.data.sessionId = sessionId;
      socket.data.language = socketLanguage(socket.handshake, user);
      next();
    } catch (error) {
      const appError = toAppError(error);
      if (!appError) ctx.logger.error('Socket authentication failed unexpectedly', error);
      const language = socketLanguage(socket.handshake);
      const message = appError ? errorBodyIn(language, appError).error.message : say(language, 'errors.auth.couldNotAuthenticate');
      const refusal = new Error(message) as Error & { data?: unknown };
      refusal.data = { error: { code: appError?.code ?? 'INTERNAL', message } };
      next(refusal);
    }
  });

  io.on('connection', (socket) => {
    const { user, sessionId } = socket.data;
    // Every command is checked against the session too: a socket must not outlive a sign-out, even
    // on an instance that missed the disconnect (the check is cached for a few seconds at most).
    socket.use((_packet, next) => {
      userSessions.isLive(sessionId, user.id).then(
        (live) => {
          if (live) next();
          else socket.disconnect(true);
        },
        (error: unknown) => {
          // Fail closed; the client reconnects, and its handshake checks the session again.
          ctx.logger.error('Socket session check failed', error);
          socket.disconnect(true);
        },
      );
    });
    void socket.join(rooms.session(sessionId));
    void socket.join(rooms.user(user.id));
    if (user.astrologerId) void socket.join(rooms.astrologer(user.astrologerId));
    registerRealtimeHandlers(io, socket, ctx);
  });

  return io;
}
