import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shipped = join(dirname(fileURLToPath(import.meta.url)), 'turnserver.conf');

/**
 * deploy/coturn/turnserver.conf with this machine's values, for a journey that runs coturn on loopback (the
 * production-topology e2e): its port, secret and relay ports; plain UDP/TCP (no certificate); and, since both
 * browsers are on this machine, loopback peers allowed (the shipped file denies them, as production must).
 * Returns the path of the written file.
 */
export function renderTurnConfig({ prefix, port, secret, minPort, maxPort }) {
  const set = { 'listening-port': String(port), 'static-auth-secret': secret, 'min-port': String(minPort), 'max-port': String(maxPort), realm: 'astrosetu.test' };
  const dropped = new Set(['tls-listening-port', 'external-ip', 'cert', 'pkey']);
  const lines = readFileSync(shipped, 'utf8')
    .split('\n')
    .filter((line) => {
      const [key, value] = line.split('=');
      if (dropped.has(key)) return false;
      // Loopback is where both test browsers are.
      return !(key === 'denied-peer-ip' && (value?.startsWith('127.') || value === '::1'));
    })
    .map((line) => {
      const key = line.split('=')[0];
      return key in set ? `${key}=${set[key]}` : line;
    });
  lines.push('listening-ip=127.0.0.1', 'relay-ip=127.0.0.1', 'no-tls', 'no-dtls', 'allow-loopback-peers');
  const file = join(prefix, 'turnserver.conf');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
