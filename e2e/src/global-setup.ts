import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '../../tools/serve/api-server';
import { assertPortFree } from '../../tools/serve/ports';
import { serveSite } from '../../tools/serve/serve-site';
import { apiPort, webApps } from '../../tools/web-apps';
import { ApiLog } from './api-log';
import { harnessControlPort } from './harness-control';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function json(response: http.ServerResponse, body: unknown): void {
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Starts the API (a fresh embedded database with the demo data, rate limits raised for the suite) and the
 * static servers of the five production builds, plus the control endpoint tests use to stop, start or
 * redeploy one app and to read the API's warnings and errors. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const port of [apiPort, harnessControlPort, ...webApps.map((app) => app.port)]) {
    await assertPortFree(port, 'e2e');
  }
  // JSON log lines, read by the API log (a failing test's warnings and errors are printed with it).
  const api = await startApi({
    workspaceRoot,
    quiet: true,
    env: {
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '1000',
      // Every journey's new customer verifies from 127.0.0.1 (e2e/src/verify-account.ts reads the codes).
      VERIFICATION_CODES_PER_ADDRESS_PER_HOUR: '1000',
      DEV_OUTBOX: 'true',
      LOG_FORMAT: 'json',
    },
  });
  const apiLog = new ApiLog();
  for (const stream of [api.child.stdout, api.child.stderr]) if (stream) apiLog.watch(stream);
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
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname === '/api-log/position') return json(response, { position: apiLog.position });
        if (url.pathname === '/api-log/problems') return json(response, { lines: apiLog.problemsSince(Number(url.searchParams.get('from') ?? 0)) });
        const [, scope, project, action] = url.pathname.split('/');
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
