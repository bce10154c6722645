import { ConfigError, loadConfig } from './config/config';
import { DEMO_PASSWORD, demoLogins } from './seed/seed-demo-data';
import { startServer } from './server';
import { createLogger } from './shared/logging/logger';

/** How long SIGTERM waits for requests in flight before closing what is left (a deploy's drain). */
const SHUTDOWN_DEADLINE_MS = 25_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      const format = (process.env.NODE_ENV ?? 'development') === 'development' ? 'pretty' : 'json';
      createLogger('error', { format }).error(`${error.message}\nFix the variables above and start again.`, { problems: error.problems });
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(config.logLevel, { format: config.logFormat });
  const server = await startServer({ config, logger });
  logger.info(`AstroSetu API ready at ${server.url}/api (database: ${server.engine})`);
  if (server.seeded || server.engine !== 'mongodb') {
    const names = Object.values(demoLogins).map((email) => email.split("@")[0]).join(", ");
    logger.info(`Demo logins: ${names} (each @example.com), password ${DEMO_PASSWORD}`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: draining requests and sockets, then shutting down`);
    server.close({ drainMs: SHUTDOWN_DEADLINE_MS }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Error while shutting down', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  createLogger('error', { format: 'json' }).error('Failed to start', error);
  process.exit(1);
});
