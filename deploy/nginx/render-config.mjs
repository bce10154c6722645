// Renders the nginx configuration of this folder for one deployment: the same files, with the example's
// addresses (listen 8080, the API instances on 127.0.0.1:3000-3001, /srv/astrosetu/<app>, the *.astrosetu.example
// origins) replaced by the deployment's. The e2e topology journey (e2e/tests/production-topology.spec.ts) runs
// nginx on exactly these files, so what CI proves is what an operator deploys; a line the example gains is
// rendered too, and an address this script does not know about stops it instead of slipping through.
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceDir = dirname(fileURLToPath(import.meta.url));
const EXAMPLE_DOMAIN = 'astrosetu.example';

/**
 * @typedef {{
 *   prefix: string,
 *   listen: string,
 *   apiServers: string[],
 *   roots: Record<string, string>,
 *   origins: Record<string, string>,
 *   workerUser?: string,
 * }} RenderOptions
 * prefix: the directory nginx runs in (nginx -p <prefix>): the rendered files, the pid file and the temp paths.
 * listen: what every server listens on (e.g. "127.0.0.1:8480").
 * apiServers: the API instances (host:port), each an upstream server.
 * roots: the directory served for each app of the example (/srv/astrosetu/<app>), e.g. { shell: '/srv/shell' }.
 * origins: the public origin of each host of the example (<name>.astrosetu.example), e.g. { www: 'https://astrosetu.in' }.
 * workerUser: "user group" the workers switch to when the master runs as root (ignored otherwise).
 */

/** @param {RenderOptions} options @returns {{ configFile: string }} */
export function renderNginxConfig({ prefix, listen, apiServers, roots, origins, workerUser = 'nobody nogroup' }) {
  if (apiServers.length === 0) throw new Error('renderNginxConfig: at least one API server');
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  // Workers (unprivileged when the master is root) must reach the temp paths nginx creates under the prefix.
  chmodSync(prefix, 0o755);
  for (const file of readdirSync(sourceDir).filter((name) => name.endsWith('.conf'))) {
    let text = readFileSync(join(sourceDir, file), 'utf8');
    text = text.replace(/(upstream astrosetu_api \{[^}]*?)((?:[ \t]*server [^;\n]+;[^\n]*\n)+)/, (_match, head, servers) => {
      const first = /^([ \t]*)server \S+([^;]*);/.exec(servers);
      const [, indent, flags] = first;
      return head + apiServers.map((server) => `${indent}server ${server}${flags};\n`).join('');
    });
    text = text.replace(/^(\s*)listen 8080;/gm, `$1listen ${listen};`);
    text = text.replace(/\broot \/srv\/astrosetu\/([\w-]+);/g, (_match, app) => `root ${known(roots, app, 'root')};`);
    text = text.replace(new RegExp(`(https|wss)://([\\w-]+)\\.${escape(EXAMPLE_DOMAIN)}`, 'g'), (_match, scheme, name) => {
      const origin = new URL(known(origins, name, 'origin'));
      const socket = origin.protocol === 'https:' ? 'wss:' : 'ws:';
      return `${scheme === 'wss' ? socket : origin.protocol}//${origin.host}`;
    });
    text = text.replace(new RegExp(`server_name ([\\w-]+)\\.${escape(EXAMPLE_DOMAIN)};`, 'g'), (_match, name) => `server_name ${new URL(known(origins, name, 'origin')).hostname};`);
    if (file === 'nginx.conf' && process.getuid?.() === 0) {
      // As root, the master alone keeps root (to bind); the workers run as an unprivileged user.
      text = text.replace(/^(worker_processes )/m, `user ${workerUser};\n$1`);
    }
    const leftover = /.*(astrosetu\.example|\/srv\/astrosetu|listen 8080|127\.0\.0\.1:300[01]).*/.exec(text);
    if (leftover) throw new Error(`renderNginxConfig: ${file} has an address this script does not render: ${leftover[0].trim()}`);
    writeFileSync(join(prefix, file), text);
  }
  return { configFile: join(prefix, 'nginx.conf') };
}

/** Copies a built app to serve it with a deployment's own files (the shell's remotes.json names the remotes' origins). */
export function copyApp(from, to, files = {}) {
  cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('.map') });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(to, name), content);
  return to;
}

function known(map, key, what) {
  const value = map[key];
  if (!value) throw new Error(`renderNginxConfig: no ${what} given for "${key}"`);
  return value;
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
