// `npm start`: the whole site from production builds. Builds every web app (Nx cache: instant when unchanged),
// starts the API on :3000 (embedded database with demo data), serves the shell on :4200 (proxying /api and
// /socket.io to the API) and each remote on its own port, then prints one ready line. Ctrl+C stops it all.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './serve/api-server';
import { assertPortFree } from './serve/ports';
import { runToCompletion } from './serve/processes';
import { serveSite, type ServedSite } from './serve/serve-site';
import { siteReadyBanner } from './serve/site-banner';
import { apiPort, webApps } from './web-apps';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  await assertPortFree(apiPort, 'API');
  for (const app of webApps) await assertPortFree(app.port, app.project);

  console.log('Building the web apps and the prerender (production; Nx replays unchanged builds from its cache)...');
  // The shell's server mounts the prerender's build (prerender/dist), so it is built with the apps.
  await runToCompletion('npx', ['nx', 'run-many', '-t', 'build', '-p', ...webApps.map((app) => app.project), 'prerender', '--outputStyle=static'], {
    cwd: workspaceRoot,
  });

  console.log('Starting the API...');
  // New accounts confirm their e-mail and mobile number with codes before a first booking; on this embedded default
  // the codes are read at http://localhost:3000/api/dev/outbox and /api/dev/sms-outbox (asked straight from this
  // machine, not through the site's proxy; never in production).
  const api = await startApi({ workspaceRoot, env: { DEV_OUTBOX: 'true' } });
  let site: ServedSite | undefined;
  let stopping = false;
  const stop = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping AstroSetu...');
    await Promise.allSettled([site?.stop(), api.stop()]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  void api.exited.then(({ code, signal }) => {
    if (!stopping) {
      console.error(`The API stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
      void stop(1);
    }
  });

  try {
    site = await serveSite({ workspaceRoot });
  } catch (error) {
    await api.stop();
    throw error;
  }
  console.log(siteReadyBanner('production builds'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
