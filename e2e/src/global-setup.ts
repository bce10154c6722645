import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '../../tools/serve/api-server.mjs';
import { assertPortFree } from '../../tools/serve/ports.mjs';
import { serveSite } from '../../tools/serve/serve-site.mjs';
import { apiPort, webApps } from '../../tools/web-apps.mjs';
import { harnessControlPort } from './harness-control';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the API (a fresh embedded database with the demo data, rate limits raised for the suite) and the
 * static servers of the five production builds, plus the control endpoint tests use to stop, start or
 * redeploy one app. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const port of [apiPort, harnessControlPort, ...webApps.map((app) => app.port)]) {
    await assertPortFree(port, 'e2e');
  }
  const api = await startApi({ workspaceRoot, quiet: true, env: { AUTH_RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '1000' } });
  let site: Awaited<ReturnType<typeof serveSite>>;
  try {
    site = await serveSite({ workspaceRoot });
  } catch (error) {
    await api.stop();
    throw error;
  }

  const control = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      try {
        const [, scope, project, action] = (request.url ?? '').split('/');
        const server = scope === 'apps' ? site.servers.get(project) : undefined;
        if (!server) throw new Error(`unknown app ${project}`);
        if (action === 'stop') await server.stop();
        else if (action === 'start') await server.start();
        else if (action === 'serve') {
          const { directory } = JSON.parse(body || '{}') as { directory: string | null };
          server.setRoot(directory ?? join(workspaceRoot, project, 'dist'));
        } else throw new Error(`unknown action ${action}`);
        response.writeHead(204).end();
      } catch (error) {
        response.writeHead(400).end(error instanceof Error ? error.message : String(error));
      }
    });
  });
  await new Promise<void>((resolvePromise) => control.listen(harnessControlPort, 'localhost', resolvePromise));

  return async () => {
    await new Promise<void>((resolvePromise) => control.close(() => resolvePromise()));
    await site.stop();
    await api.stop();
  };
}
