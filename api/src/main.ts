import { ConfigError, loadConfig } from './config/config';
import { DEMO_PASSWORD, demoLogins } from './seed/seed-demo-data';
import { startServer } from './server';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[api] ${error.message}\n[api] Fix the variables above and start again.`);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer({ config });
  console.log(
    [
      '',
      `[api] AstroSetu API ready at ${server.url}/api (database: ${server.engine})`,
      ...(server.seeded || server.engine !== 'mongodb'
        ? [
            `[api] Demo logins (password ${DEMO_PASSWORD}):`,
            `[api]   customer   ${demoLogins.user}`,
            `[api]   astrologer ${demoLogins.astrologer}`,
            `[api]   admin      ${demoLogins.admin}`,
          ]
        : []),
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[api] Error while shutting down', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[api] Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
