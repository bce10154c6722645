import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { ConfigError, loadConfig, mailProblems, sellerProblems, type AppConfig } from './config/config';
import { startHoroscopePrecompute } from './astrology/horoscope/horoscope-precompute';
import { startAppServices, type AppServices } from './modules/app-services';
import { startVoucherExpiry } from './modules/vouchers/voucher-expiry-job';
import { startLegacyActiveSessions } from './modules/consultations/legacy-session-clock';
import { reconcileAstrologerTotals } from './modules/earnings/use-cases/reconcile-astrologer-totals';
import { reportRepository } from './modules/moderation/report.repository';
import { sessionSettingsOf } from './modules/consultations/session-settings';
import { startWaitlist } from './modules/waitlist/start-waitlist';
import { subscribeModeration } from './modules/moderation/moderation-subscriptions';
import { subscribeBookingNotifications } from './modules/consultations/booking-notifications';
import { subscribeCatalogue } from './modules/astrologer-catalog/catalogue-subscriptions';
import { subscribeRealtimeAnnouncements } from './realtime/consultation-announcements';
import { connectDatabase, ensureIndexes, pingDatabase, type DatabaseEngine } from './db/database';
import { createSessionAuthenticator, DEMO_RESET_MESSAGE, sessionEndedError } from './modules/sessions/session-authenticator';
import { RealtimeEvents } from './shared/realtime/realtime-events';
import { attachSocketServer, type AppSocketServer } from './realtime/socket-server';
import { startRealtimeServices } from './realtime/start-realtime';
import { seedDemoData } from './seed/seed-demo-data';
import { ensureDefaultCategories } from './seed/seed-demo-content';
import { scrubStoredImages, storedImageDirectories } from './modules/uploads/scrub-stored-images';
import { recordCataloguePrices } from './modules/catalogue-prices/use-cases/record-catalogue-prices';
import type { AppContext } from './shared/app-context';
import { createDomainEvents } from './shared/events/domain-events';
import { createAuthGuards } from './shared/http/auth-guards';
import type { ReadinessCheck } from './shared/http/health';
import { trackRequestsInFlight } from './shared/http/requests-in-flight';
import { inMemoryRateLimitStores } from './shared/http/rate-limit';
import { createLogger, type Logger } from './shared/logging/logger';
import { watchSockets } from './shared/metrics/metrics';
import { startMetricsServer } from './shared/metrics/metrics-server';
import { createTokenService } from './shared/security/token-service';

/** Longer than the longest idle time of a proxy in front of the API (nginx's upstream keepalive_timeout, 60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

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
  /** Where GET /metrics is served (METRICS_PORT), when it is. */
  metricsPort?: number;
  engine: DatabaseEngine;
  /** True when demo data was written on this start. */
  seeded: boolean;
  io: AppSocketServer;
  ctx: AppContext;
  /** This API's queues and fulfilment runtime (tests wait on `jobs` or swap fulfilment builders). */
  services: AppServices;
  /**
   * Graceful stop: /api/ready answers 503, no new connections are accepted, sockets are told to go (their
   * clients reconnect, through the load balancer, to another instance), requests in flight may finish
   * within `drainMs` (default 0: closed at once), then jobs, Redis and the database are closed.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

/** Starts the API (HTTP + Socket.IO) on config.port; port 0 picks a free port (tests). */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig(options.env);
  const logger = options.logger ?? createLogger(config.logLevel, { format: config.logFormat });
  if (config.jwtSecretGenerated && config.env !== 'test') {
    logger.info('JWT_SECRET is not set: tokens are signed with a random secret drawn at this start (sign-ins end when the API restarts).');
  }

  if (!config.calls.turn && config.env !== 'test') {
    logger.info(`TURN_SECRET is not set: voice calls get STUN only (${config.calls.stunUrls.join(', ')}); callers behind strict NATs may not connect (docs/deploy.md#turn).`);
  }

  const problems = [...sellerProblems(config), ...mailProblems(config)];
  if (problems.length > 0) throw new ConfigError(problems);

  const database = await connectDatabase({ mongodbUri: config.mongodbUri, logger });
  try {
    // Reports stored before issue 33 get their open slot first: its unique index could not be built over them.
    const reportsBackfilled = await reportRepository.backfillOpenSlots();
    if (reportsBackfilled > 0) logger.info(`${reportsBackfilled} reports given their open slot (one open report per customer and astrologer)`);
    await ensureIndexes();
    await ensureDefaultCategories(logger);
    // Images stored before uploads were re-encoded lose their EXIF/GPS once (issue 33; a marker skips it afterwards).
    for (const directory of storedImageDirectories(config)) {
      const { scrubbed, unreadable } = await scrubStoredImages(directory);
      if (scrubbed + unreadable > 0) logger.info(`Stored images in ${directory}: ${scrubbed} rewritten without metadata, ${unreadable} unreadable left as they were`);
    }
    // A catalogue price that differs from the last one recorded becomes price history (docs/orders.md#prices).
    const pricesRecorded = await recordCataloguePrices();
    if (pricesRecorded > 0) logger.info(`Price history: ${pricesRecorded} catalogue prices recorded`);
    const legacySessions = await startLegacyActiveSessions();
    if (legacySessions > 0) logger.info(`${legacySessions} running sessions booked before the billing clock now run from their booking time`);
    // Stored consultation counts and earnings only ever say what the earnings ledger says (issue 32).
    const totalsCorrected = await reconcileAstrologerTotals();
    if (totalsCorrected > 0) logger.info(`${totalsCorrected} astrologers' consultation totals set from the earnings ledger`);
    const shouldSeed = config.seedDemo ?? database.embedded;
    const seeded = shouldSeed ? await seedDemoData(logger, sessionSettingsOf(config)) : false;

    const tokens = createTokenService({
      secret: config.jwtSecret,
      ttl: config.jwtTtl,
      // A random secret per start: a token it cannot verify was signed before this restart.
      ...(database.embedded && config.jwtSecretGenerated ? { badSignatureError: () => sessionEndedError(DEMO_RESET_MESSAGE) } : {}),
    });
    const sessions = createSessionAuthenticator(tokens, database.embedded ? { embeddedDatabaseId: randomUUID() } : {});
    const guards = createAuthGuards({ authenticate: (token) => sessions.authenticate(token) });
    // This app's own events (not a module's): two servers in one test process each hear only their own.
    const events = createDomainEvents(logger);
    // With REDIS_URL, every limit's counters live in Redis: limits hold across instances. Loaded only then, like
    // every Redis client (docs/performance.md#what-an-api-process-loads).
    const rateLimitStores = config.redisUrl
      ? await (await import('./shared/http/redis-rate-limit-store')).connectRedisRateLimitStores(config.redisUrl, logger)
      : undefined;
    const ctx: AppContext = {
      config,
      logger,
      tokens,
      sessions,
      guards,
      database: { engine: database.engine },
      events,
      realtime: new RealtimeEvents(),
      rateLimitStores: rateLimitStores?.factory ?? inMemoryRateLimitStores,
    };
    // Subscribers are wired here, at composition, so that a publishing module imports none of them.
    subscribeModeration(events, { attemptsBeforeReview: config.chat.contactMasking.attemptsBeforeReview });
    subscribeBookingNotifications(events);
    subscribeRealtimeAnnouncements(events, ctx.realtime);
    subscribeCatalogue(events);

    const services = startAppServices(ctx);
    const horoscopes = startHoroscopePrecompute({ queue: services.schedules, logger, enabled: config.horoscopePrecompute });
    // Unused consultation vouchers past their 30 days are refunded to the wallet (tests call expireDueVouchers).
    const voucherExpiry = startVoucherExpiry({ queue: services.schedules, logger, events, enabled: config.env !== 'test' });
    let draining = false;
    const readinessChecks: ReadinessCheck[] = [{ name: 'database', check: pingDatabase }];
    if (rateLimitStores) readinessChecks.push({ name: 'redis', check: rateLimitStores.ping });
    const httpServer = createServer(createApp(ctx, services, { health: { checks: readinessChecks, draining: () => draining } }));
    // Proxies in front keep idle connections to the API open for reuse: Node's own agent (the site server's proxy)
    // 5 s, nginx's upstream keepalive 60 s. Node's server default is also 5 s, so the two could close and reuse the
    // same connection at the same moment: the request sent on it is reset, and the visitor gets a 502. The API
    // keeps an idle connection longer than any proxy does, so the proxy always closes first.
    httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Node requires the headers timeout to be the longer one.
    httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
    const inFlight = trackRequestsInFlight(httpServer);
    const io = attachSocketServer(httpServer, ctx);
    const realtime = await startRealtimeServices(io, ctx, { schedules: services.schedules });
    const unwatchSockets = watchSockets(
      () => io.engine.clientsCount,
      () => {
        const { rooms, sids } = io.of('/').adapter;
        let count = 0;
        for (const room of rooms.keys()) if (!sids.has(room)) count += 1;
        return count;
      },
    );
    const metricsServer = config.metrics ? await startMetricsServer(config.metrics) : undefined;
    const unbindRealtime = ctx.realtime.bind(io);
    const stopWaitlist = startWaitlist({ intervalMs: config.billing.waitlistSweepIntervalMs, logger, events, realtime: ctx.realtime });

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
      ...(metricsServer ? { metricsPort: metricsServer.port } : {}),
      engine: database.engine,
      seeded,
      io,
      ctx,
      services,
      close: (closeOptions = {}) => {
        closing ??= (async () => {
          draining = true;
          await realtime.stopSweeper();
          await stopWaitlist();
          // No new connections; idle keep-alive connections end now, busy ones after their answer.
          httpServer.close();
          httpServer.closeIdleConnections();
          await inFlight.settled(closeOptions.drainMs ?? 0);
          await services.fulfilment.stop();
          await horoscopes.stop();
          await voucherExpiry.stop();
          await services.schedules.close();
          unbindRealtime();
          unwatchSockets();
          await metricsServer?.close();
          await new Promise<void>((resolve) => {
            void io.close(() => resolve());
            httpServer.closeAllConnections();
          });
          // Redis may already be gone: leaving it must not keep the database open.
          const left = await Promise.allSettled([realtime.disconnectAdapter(), rateLimitStores?.close()]);
          for (const result of left) if (result.status === 'rejected') logger.warn('Could not leave Redis cleanly', result.reason);
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
