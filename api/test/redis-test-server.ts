import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** redis-server on this machine (apt-get install redis-server); suites that need it skip, saying so, without. */
export const redisAvailable = spawnSync('redis-server', ['--version']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** A private redis-server on a free loopback port, without persistence; resolves once it accepts connections. */
export async function startTestRedis(onPort?: number): Promise<TestRedis> {
  const port = onPort ?? (await freePort());
  const redis: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 30_000);
    redis.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const exited = new Promise<void>((resolve) => redis.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (redis.exitCode === null && redis.signalCode === null) redis.kill('SIGTERM');
      await exited;
    },
  };
}
