import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { ConfigError, loadConfig, sellerProblems, type AppConfig } from './config/config';
import { startFulfilmentRuntime } from './modules/fulfilment/fulfilment-runtime';
import { startLegacyActiveSessions } from './modules/consultations/legacy-session-clock';
import { configureEarnings } from './modules/earnings/earnings-settings';
import { configureFreeFirstMinutes } from './modules/free-first-session/free-first-minutes';
import { startWaitlist } from './modules/waitlist/start-waitlist';
import { connectDatabase, ensureIndexes, type DatabaseEngine } from './db/database';
import { createSessionAuthenticator, DEMO_RESET_MESSAGE, sessionEndedError } from './modules/sessions/session-authenticator';
import { realtimeEvents } from './realtime/realtime-events';
import { attachSocketServer, type AppSocketServer } from './realtime/socket-server';
import { startRealtimeServices } from './realtime/start-realtime';
import { seedDemoData } from './seed/seed-demo-data';
import { ensureDefaultCategories } from './seed/seed-demo-content';
import type { AppContext } from './shared/app-context';
import { createAuthGuards } from './shared/http/auth-guards';
import { setRateLimitStore } from './shared/http/rate-limit';
import { connectRedisRateLimitStores } from './shared/http/redis-rate-limit-store';
import { createLogger, type Logger } from './shared/logging/logger';
import { createTokenService } from './shared/security/token-service';

export interface StartServerOptions {
  /** Environment to read the configuration from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Already-parsed configuration; wins over `env`. */
  config?: AppConfig;
  logger?: Logger;
}

export interface RunningServer {
  url: string;
  port: number;
  engine: DatabaseEngine;
  /** True when demo data was written on this start. */
  seeded: boolean;
  io: AppSocketServer;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Starts the API (HTTP + Socket.IO) on config.port; port 0 picks a free port (tests). */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig(options.env);
  const logger = options.logger ?? createLogger(config.logLevel);
  if (config.jwtSecretGenerated && config.env !== 'test') {
    logger.info('JWT_SECRET is not set: tokens are signed with a random secret drawn at this start (sign-ins end when the API restarts).');
  }

  const problems = sellerProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);

  const database = await connectDatabase({ mongodbUri: config.mongodbUri, logger });
  try {
    await ensureIndexes();
    await ensureDefaultCategories(logger);
    const legacySessions = await startLegacyActiveSessions();
    if (legacySessions > 0) logger.info(`${legacySessions} running sessions booked before the billing clock now run from their booking time`);
    const shouldSeed = config.seedDemo ?? database.embedded;
    const seeded = shouldSeed ? await seedDemoData(logger) : false;

    const tokens = createTokenService({
      secret: config.jwtSecret,
      ttl: config.jwtTtl,
      // A random secret per start: a token it cannot verify was signed before this restart.
      ...(database.embedded && config.jwtSecretGenerated ? { badSignatureError: () => sessionEndedError(DEMO_RESET_MESSAGE) } : {}),
    });
    const sessions = createSessionAuthenticator(tokens, database.embedded ? { embeddedDatabaseId: randomUUID() } : {});
    const guards = createAuthGuards({ authenticate: (token) => sessions.authenticate(token) });
    const ctx: AppContext = { config, logger, tokens, sessions, guards, database: { engine: database.engine } };
    configureEarnings({ commissionPercent: config.billing.commissionPercent });
    configureFreeFirstMinutes({ enabled: config.billing.freeFirstMinutesOffer });

    // With REDIS_URL, every limit's counters live in Redis: limits hold across instances.
    const rateLimitStores = config.redisUrl ? await connectRedisRateLimitStores(config.redisUrl, logger) : undefined;
    setRateLimitStore(rateLimitStores?.factory ?? (() => undefined));
    const fulfilment = startFulfilmentRuntime(ctx);
    const httpServer = createServer(createApp(ctx));
    const io = attachSocketServer(httpServer, ctx);
    const realtime = await startRealtimeServices(io, ctx);
    const unbindRealtime = realtimeEvents.bind(io);
    const stopWaitlist = startWaitlist({ intervalMs: config.billing.waitlistSweepIntervalMs, logger });

    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const { port } = httpServer.address() as AddressInfo;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

    let closing: Promise<void> | undefined;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      engine: database.engine,
      seeded,
      io,
      ctx,
      close: () => {
        closing ??= (async () => {
          await realtime.stopSweeper();
          await stopWaitlist();
          await fulfilment.stop();
          unbindRealtime();
          await new Promise<void>((resolve) => {
            void io.close(() => resolve());
            httpServer.closeAllConnections();
          });
          await realtime.disconnectAdapter();
          await rateLimitStores?.close();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
