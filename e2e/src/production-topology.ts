import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTurnConfig } from '../../deploy/coturn/render-config.mjs';
import { copyApp, renderNginxConfig } from '../../deploy/nginx/render-config.mjs';
import { assertPortFree } from '../../tools/serve/ports';
import { startProcess, waitForHttp, type StartedProcess } from '../../tools/serve/processes';
import { webApps } from '../../tools/web-apps';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Ports of this journey only (the suite's own site and API keep 3000 and 4200-4204). */
export const topologyPorts = { nginx: 8480, redis: 6480, api: [3180, 3181], metrics: [3190, 3191], turn: 3578, relay: [49160, 49200] } as const;

/** coturn's shared secret here; the API instances hand out credentials made with it (TURN REST API). */
const TURN_SECRET = 'production-topology-turn-secret-0123456789';

/** The site's origin (the shell's server is nginx's default server) and each remote's, all on nginx's port. */
export const siteOrigin = `http://localhost:${topologyPorts.nginx}`;
const hostOf: Record<string, string> = { shell: 'www', 'mf-marketplace': 'marketplace', 'mf-chat': 'chat', 'mf-content': 'content', 'mf-admin': 'admin' };
const originOf = (project: string) => (project === 'shell' ? siteOrigin : `http://${hostOf[project]}.localhost:${topologyPorts.nginx}`);

type Process = StartedProcess;

export interface ApiInstance {
  name: 'A' | 'B';
  port: number;
  metricsPort: number;
  process: Process;
}

export interface ProductionTopology {
  instances: ApiInstance[];
  /** Sockets connected to an instance, from its Prometheus endpoint. */
  connectedSockets(instance: ApiInstance): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The production topology on this machine: one database server (jongodb, the embedded engine's binary, run as a
 * server of its own so two processes share it), one redis-server, two API instances built to plain JavaScript
 * (node api/dist/main.js, Socket.IO's Redis adapter, Redis rate limits and jobs), and Debian's nginx with the
 * configuration of deploy/nginx rendered for these ports (deploy/nginx/render-config.mjs) in front of them and of
 * the built web apps. Instance A seeds the demo data and starts first; B joins the same database.
 */
export async function startProductionTopology(): Promise<ProductionTopology> {
  const ports = [topologyPorts.nginx, topologyPorts.redis, ...topologyPorts.api, ...topologyPorts.metrics, topologyPorts.turn];
  for (const port of ports) await assertPortFree(port, 'the production topology journey');
  const prefix = mkdtempSync(join(tmpdir(), 'astrosetu-topology-'));
  const started: Process[] = [];
  const stopAll = async () => {
    for (const process of started.reverse()) await process.stop();
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    const database = startProcess(join(workspaceRoot, 'node_modules/@jongodb/memory-server-bin-linux-x64-gnu/bin/jongodb'), ['--port=0', '--database=astrosetu'], {
      cwd: prefix,
      label: 'jongodb',
      quiet: true,
    });
    started.push(database);
    const mongodbUri = await outputMatching(database, /JONGODB_URI=(\S+)/, 'jongodb');

    const redis = startProcess('redis-server', ['--port', String(topologyPorts.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      cwd: prefix,
      label: 'redis',
      quiet: true,
    });
    started.push(redis);
    await outputMatching(redis, /(Ready to accept connections)/, 'redis-server');

    // Debian's coturn with deploy/coturn's configuration (loopback allowed): every call here is relayed through it.
    const turnConfig = renderTurnConfig({ prefix, port: topologyPorts.turn, secret: TURN_SECRET, minPort: topologyPorts.relay[0], maxPort: topologyPorts.relay[1] });
    const turn = startProcess('turnserver', ['-c', turnConfig], { cwd: prefix, label: 'coturn', quiet: true });
    started.push(turn);
    await outputMatching(turn, /(Total General servers)/, 'coturn');

    const corsOrigins = webApps.map((app) => originOf(app.project)).join(',');
    const instances: ApiInstance[] = [];
    for (const [index, name] of (['A', 'B'] as const).entries()) {
      const port = topologyPorts.api[index]!;
      const metricsPort = topologyPorts.metrics[index]!;
      const process = startProcess('node', [join(workspaceRoot, 'api/dist/main.js')], {
        cwd: workspaceRoot,
        label: `api-${name}`,
        quiet: true,
        env: {
          NODE_ENV: 'development',
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          MONGODB_URI: mongodbUri,
          REDIS_URL: `redis://127.0.0.1:${topologyPorts.redis}`,
          SEED_DEMO: name === 'A' ? 'true' : 'false',
          JWT_SECRET: 'production-topology-journey-secret-0123456789abcdef',
          CORS_ORIGINS: corsOrigins,
          PUBLIC_SITE_URL: siteOrigin,
          PAYMENT_CALLBACK_BASE_URL: siteOrigin,
          TRUST_PROXY: 'loopback',
          LOG_FORMAT: 'json',
          LOG_LEVEL: 'warn',
          MAIL_OUTBOX_DIR: join(prefix, 'outbox'),
          REPORTS_DIR: join(prefix, 'reports'),
          UPLOAD_DIR: join(prefix, 'uploads'),
          AUTH_RATE_LIMIT_MAX: '1000',
          AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '1000',
          TURN_SECRET,
          TURN_URLS: `turn:127.0.0.1:${topologyPorts.turn}?transport=udp,turn:127.0.0.1:${topologyPorts.turn}?transport=tcp`,
          // Relay only: the journey proves a call goes through coturn (and production may choose it for privacy).
          CALL_RELAY_ONLY: 'on',
        },
      });
      started.push(process);
      await waitForHttp(`http://127.0.0.1:${port}/api/ready`, { timeoutMs: 60_000, process });
      instances.push({ name, port, metricsPort, process });
    }

    const roots: Record<string, string> = {};
    for (const app of webApps) {
      const dist = join(workspaceRoot, app.project, 'dist');
      // The shell is deployed with its own remotes.json naming the remotes' origins (docs/deploy.md); the remotes
      // are served from their build directories as they are.
      roots[app.project] =
        app.kind === 'host'
          ? copyApp(dist, join(prefix, 'site', app.project), {
              'remotes.json': JSON.stringify(
                Object.fromEntries(webApps.filter((remote) => remote.kind === 'remote').map((remote) => [remote.federationName, `${originOf(remote.project)}/mf-manifest.json`])),
              ),
            })
          : dist;
    }
    const { configFile } = renderNginxConfig({
      prefix,
      listen: `127.0.0.1:${topologyPorts.nginx}`,
      apiServers: instances.map((instance) => `127.0.0.1:${instance.port}`),
      roots,
      origins: Object.fromEntries(webApps.map((app) => [hostOf[app.project]!, originOf(app.project)])),
    });
    const nginx = startProcess('nginx', ['-e', 'stderr', '-p', prefix, '-c', configFile, '-g', 'daemon off;'], { cwd: prefix, label: 'nginx', quiet: true });
    started.push(nginx);
    await waitForHttp(`${siteOrigin}/api/health`, { timeoutMs: 15_000, process: nginx });

    return {
      instances,
      connectedSockets: async (instance) => {
        const metrics = await (await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`)).text();
        return Number(/^socketio_connected_sockets (\d+)/m.exec(metrics)?.[1] ?? Number.NaN);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Resolves with the first group of `pattern` once the process has written it. */
function outputMatching(process: Process, pattern: RegExp, what: string, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const check = () => {
      const match = pattern.exec(process.recentOutput());
      if (match) {
        clearInterval(timer);
        clearTimeout(deadline);
        resolvePromise(match[1]!);
      }
    };
    const timer = setInterval(check, 100);
    const deadline = setTimeout(() => {
      clearInterval(timer);
      reject(new Error(`${what} did not start within ${timeoutMs} ms:\n${process.recentOutput()}`));
    }, timeoutMs);
    process.exited.then(() => {
      clearInterval(timer);
      reject(new Error(`${what} exited:\n${process.recentOutput()}`));
    });
  });
}
