/**
 * Started by api-bench.ts in its own process, so the load generator does not share an event loop
 * with the servers it measures. Prints one JSON line {apiUrl, bareUrl} when both listen.
 */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config/config';
import { startServer } from '../src/server';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'true' });
  const api = await startServer({ config });
  const apiUrl = `http://127.0.0.1:${api.port}`;
  const list: unknown = await (await fetch(`${apiUrl}/api/astrologers`)).json();
  const detail: unknown = await (await fetch(`${apiUrl}/api/astrologers/2`)).json();

  // The ceiling: the same JSON from memory, no database, no middleware.
  const bare = express();
  bare.get('/api/astrologers', (_req, res) => {
    res.json(list);
  });
  bare.get('/api/astrologers/:id', (_req, res) => {
    res.json(detail);
  });
  const bareServer = bare.listen(0, '127.0.0.1');
  await new Promise((resolve) => bareServer.once('listening', resolve));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`;
  console.log(JSON.stringify({ apiUrl, bareUrl, engine: api.engine, pid: process.pid }));

  process.once('SIGTERM', () => {
    bareServer.close();
    void api.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
