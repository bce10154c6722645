// `npm run dev`: the API plus an rspack dev server per web app (shell :4200 proxying /api and /socket.io,
// remotes :4201-4204), rebuilding on every change. Ctrl+C stops it all.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './serve/api-server';
import { assertPortFree } from './serve/ports';
import { startProcess, waitForHttp, type StartedProcess } from './serve/processes';
import { siteReadyBanner } from './serve/site-banner';
import { apiPort, webApps } from './web-apps';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  await assertPortFree(apiPort, 'API');
  for (const app of webApps) await assertPortFree(app.port, app.project);

  const processes: StartedProcess[] = [];
  let stopping = false;
  const stop = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping AstroSetu...');
    await Promise.allSettled(processes.map((child) => child.stop()));
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    console.log('Starting the API and the dev servers...');
    const apiStarting = startApi({ workspaceRoot }).then((api) => {
      processes.push(api);
      return api;
    });
    for (const app of webApps) {
      const server = startProcess('npx', ['rspack', 'serve', '--mode', 'development'], {
        cwd: join(workspaceRoot, app.project),
        label: app.project,
      });
      processes.push(server);
      void server.exited.then(({ code }) => {
        if (!stopping) {
          console.error(`${app.project}'s dev server stopped (exit code ${code}).`);
          void stop(1);
        }
      });
    }
    await apiStarting;
    const readiness = webApps.map((app) =>
      waitForHttp(`http://localhost:${app.port}/${app.kind === 'remote' ? 'mf-manifest.json' : ''}`, { timeoutMs: 300000 }),
    );
    await Promise.all(readiness);
    console.log(siteReadyBanner('dev servers, rebuilding on change'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
