// Serves the built site: the shell on 4200 (SPA fallback, /api and /socket.io proxied to the API) and each
// remote's dist on its own origin (4201-4204, CORS open so the shell can load it).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiPort, webApps } from '../web-apps.mjs';
import { createStaticServer } from './static-server.mjs';

/**
 * @param {{ workspaceRoot: string, apiTarget?: string, host?: string }} options
 * @returns {Promise<{ servers: Map<string, ReturnType<typeof createStaticServer>>, stop: () => Promise<void> }>}
 */
export async function serveSite({ workspaceRoot, apiTarget = `http://localhost:${apiPort}`, host }) {
  const servers = new Map();
  for (const app of webApps) {
    const root = join(workspaceRoot, app.project, 'dist');
    if (!existsSync(join(root, 'index.html'))) throw new Error(`${app.project} is not built (no ${root}/index.html)`);
    servers.set(
      app.project,
      createStaticServer({
        root,
        port: app.port,
        host,
        spaFallback: true,
        cors: app.kind === 'remote',
        // Remotes proxy too, so a remote opened standalone on its own port can call the API.
        proxyTarget: apiTarget,
      }),
    );
  }
  const started = [];
  try {
    for (const server of servers.values()) {
      await server.start();
      started.push(server);
    }
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw error;
  }
  return {
    servers,
    stop: () => Promise.all([...servers.values()].map((server) => server.stop())).then(() => undefined),
  };
}
