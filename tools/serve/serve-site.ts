// Serves the built site: the shell on 4200 (SPA fallback, /api and /socket.io proxied to the API) and each
// remote's dist on its own origin (4201-4204, CORS open so the shell can load it).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiPort, webApps } from '../web-apps';
import { shellPageHtml } from './page-html';
import { createStaticServer, type StaticServer } from './static-server';

/** Origins of the remotes: the ones the built shell's /remotes.json names, and each remote's port on this host. */
function remoteOrigins(workspaceRoot: string): string[] {
  const origins = new Set<string>();
  for (const app of webApps) {
    if (app.kind !== 'remote') continue;
    origins.add(`http://localhost:${app.port}`);
    origins.add(`http://127.0.0.1:${app.port}`);
  }
  try {
    const manifests = JSON.parse(readFileSync(join(workspaceRoot, 'shell', 'dist', 'remotes.json'), 'utf8')) as Record<string, unknown>;
    for (const url of Object.values(manifests)) if (typeof url === 'string' && /^https?:/.test(url)) origins.add(new URL(url).origin);
  } catch {
    // No remotes.json in the build: the ports above are where the remotes are served.
  }
  return [...origins];
}

/**
 * The site's security headers. The CSP allows this origin, the remotes' origins (federation loads their
 * manifests and scripts) and the API through this origin (/api, /socket.io on ws://this-host);
 * 'unsafe-inline' styles because MUI's emotion writes <style> tags at run time; nothing may frame the site.
 */
export function siteSecurityHeaders(remotes: string[]): (request: IncomingMessage) => Record<string, string> {
  const list = remotes.join(' ');
  return (request) => {
    const host = String(request.headers.host ?? '');
    const sockets = /^[a-z0-9.:[\]-]+$/i.test(host) ? ` ws://${host} wss://${host}` : '';
    const policy = [
      "default-src 'self'",
      `script-src 'self' ${list}`,
      `style-src 'self' 'unsafe-inline'`,
      `img-src 'self' data: blob: ${list}`,
      `font-src 'self' data: ${list}`,
      `connect-src 'self' ${list}${sockets}`,
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      // The payment step posts a form to the gateway (PayU; the sandbox is on this origin).
      "form-action 'self' https://secure.payu.in https://test.payu.in",
      "frame-ancestors 'none'",
    ].join('; ');
    return {
      'Content-Security-Policy': policy,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(self), geolocation=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    };
  };
}

/** Answers GET /remotes.json with `remotes` instead of the build's file. */
function answerRemotesJson(remotes: Record<string, string>): (request: IncomingMessage, response: ServerResponse) => boolean {
  const body = JSON.stringify(remotes);
  return (request, response) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/remotes.json') return false;
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': Buffer.byteLength(body) });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}

export interface ServeSiteOptions {
  /** The folder holding <project>/dist for every web app (this workspace, or a copy of an earlier build). */
  workspaceRoot: string;
  /** Where /api and /socket.io go (default: the API's port on this machine). */
  apiTarget?: string;
  host?: string;
  /**
   * Added to every app's port, so that a benchmark can serve the builds beside a running site (4200-4204 stay
   * free). The shell's /remotes.json, which names the remotes' usual ports, is then answered with the moved ones.
   */
  portOffset?: number;
}

export interface ServedSite {
  /** Each web app's server, by project. */
  servers: Map<string, StaticServer>;
  stop(): Promise<void>;
}

/** /remotes.json for remotes served at their usual port plus `portOffset` on this host. */
function movedRemotes(portOffset: number): Record<string, string> {
  const remotes = webApps.filter((app) => app.kind === 'remote');
  return Object.fromEntries(remotes.map((app) => [app.federationName, `http://localhost:${app.port + portOffset}/mf-manifest.json`]));
}

export async function serveSite({ workspaceRoot, apiTarget = `http://localhost:${apiPort}`, host, portOffset = 0 }: ServeSiteOptions): Promise<ServedSite> {
  const servers = new Map<string, StaticServer>();
  const remotesOverride = portOffset ? movedRemotes(portOffset) : undefined;
  const origins = remotesOverride ? Object.values(remotesOverride).map((url) => new URL(url).origin) : remoteOrigins(workspaceRoot);
  const securityHeaders = siteSecurityHeaders(origins);
  for (const app of webApps) {
    const root = join(workspaceRoot, app.project, 'dist');
    if (!existsSync(join(root, 'index.html'))) throw new Error(`${app.project} is not built (no ${root}/index.html)`);
    servers.set(
      app.project,
      createStaticServer({
        root,
        port: app.port + portOffset,
        host,
        spaFallback: true,
        cors: app.kind === 'remote',
        // Remotes proxy too, so a remote opened standalone on its own port can call the API.
        proxyTarget: apiTarget,
        securityHeaders,
        // The shell's pages announce the remote that draws them (page-html.ts).
        ...(app.kind === 'host' ? { pageHtml: (root: string) => shellPageHtml(root, remotesOverride) } : {}),
        ...(app.kind === 'host' && remotesOverride ? { beforeStatic: answerRemotesJson(remotesOverride) } : {}),
      }),
    );
  }
  const started: StaticServer[] = [];
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
