import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Logger } from '../shared/logging/logger';

export type EmbeddedEngineName = 'mongodb-memory-server' | 'jongodb';

export interface EmbeddedEngine {
  name: EmbeddedEngineName;
  uri: string;
  stop(): Promise<void>;
}

const JONGODB_PACKAGE = '@jongodb/memory-server-bin-linux-x64-gnu';
const DATABASE_NAME = 'astrosetu';
const START_TIMEOUT_MS = 30_000;

/** Which engine this machine can start, and how. */
export type EngineChoice =
  | { engine: 'mongodb-memory-server'; systemBinary: string }
  | { engine: 'jongodb' }
  | { engine: 'mongodb-memory-server'; download: true };

/**
 * A mongod already on disk (a mongodb-memory-server cache, MONGOMS_SYSTEM_BINARY) runs a real replica set; else
 * jongodb, whose package ships for Linux x64 (glibc) only; elsewhere (macOS, Linux arm64, musl) mongodb-memory-server
 * downloads a mongod for the platform, which needs the network once (it is cached afterwards).
 */
export function chooseEmbeddedEngine(found: { localMongod?: string; jongodbInstalled: boolean }): EngineChoice {
  if (found.localMongod) return { engine: 'mongodb-memory-server', systemBinary: found.localMongod };
  if (found.jongodbInstalled) return { engine: 'jongodb' };
  return { engine: 'mongodb-memory-server', download: true };
}

/**
 * Starts a database engine inside this machine (chooseEmbeddedEngine). On Linux x64 mongodb-memory-server is never
 * asked to download a binary: offline that hangs or fails, and jongodb needs nothing.
 */
export async function startEmbeddedEngine(logger: Logger): Promise<EmbeddedEngine> {
  const choice = chooseEmbeddedEngine({ localMongod: findLocalMongodBinary(), jongodbInstalled: Boolean(findWorkspaceNodeModules()) });
  if ('systemBinary' in choice) {
    logger.debug(`Found a local mongod at ${choice.systemBinary}`);
    return startMongoMemoryReplSet({ systemBinary: choice.systemBinary });
  }
  if (choice.engine === 'jongodb') return startJongodb();
  logger.info(
    `No embedded engine binary ships for ${process.platform}/${process.arch} (jongodb is Linux x64 only): mongodb-memory-server is downloading a mongod for it (once; cached in ~/.cache/mongodb-binaries).`,
  );
  try {
    return await startMongoMemoryReplSet({});
  } catch (error) {
    throw new Error(
      `No embedded database engine could start on ${process.platform}/${process.arch}: jongodb ships for Linux x64 (glibc) only, and mongodb-memory-server could not download a mongod (${(error as Error).message}). Start once while online, or set MONGODB_URI to a MongoDB replica set.`,
    );
  }
}

function findLocalMongodBinary(): string | undefined {
  const explicit = process.env.MONGOMS_SYSTEM_BINARY;
  if (explicit && existsSync(explicit)) return explicit;
  const cacheDirs = [
    process.env.MONGOMS_DOWNLOAD_DIR,
    join(homedir(), '.cache', 'mongodb-binaries'),
    resolve(findWorkspaceNodeModules() ?? '.', '.cache', 'mongodb-memory-server'),
  ].filter((dir): dir is string => Boolean(dir));
  for (const dir of cacheDirs) {
    const found = findFileNamed(dir, /^mongod(-.*)?$/, 3);
    if (found) return found;
  }
  return undefined;
}

function findFileNamed(dir: string, pattern: RegExp, depth: number): string | undefined {
  if (depth < 0 || !existsSync(dir)) return undefined;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stats = statSync(path);
    if (stats.isFile() && pattern.test(entry) && (stats.mode & 0o111) !== 0) return path;
    if (stats.isDirectory()) {
      const found = findFileNamed(path, pattern, depth - 1);
      if (found) return found;
    }
  }
  return undefined;
}

function findWorkspaceNodeModules(): string | undefined {
  let dir = __dirname;
  for (;;) {
    const candidate = join(dir, 'node_modules');
    if (existsSync(join(candidate, JONGODB_PACKAGE))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Without `systemBinary`, mongodb-memory-server downloads the mongod of this platform (or reuses its cache). */
async function startMongoMemoryReplSet(binary: { systemBinary?: string }): Promise<EmbeddedEngine> {
  const { MongoMemoryReplSet } = await import('mongodb-memory-server');
  // Transactions need a replica set; one member is enough for development and tests.
  const replSet = await MongoMemoryReplSet.create({
    replSet: { count: 1, storageEngine: 'wiredTiger' },
    binary,
  });
  return {
    name: 'mongodb-memory-server',
    uri: replSet.getUri(DATABASE_NAME),
    stop: async () => {
      await replSet.stop();
    },
  };
}

function startJongodb(): Promise<EmbeddedEngine> {
  const nodeModules = findWorkspaceNodeModules();
  if (!nodeModules) {
    throw new Error(
      `No embedded database engine available: install ${JONGODB_PACKAGE} or set MONGODB_URI to a MongoDB replica set.`,
    );
  }
  const binary = join(nodeModules, JONGODB_PACKAGE, 'bin', 'jongodb');
  // A small shell keeps watch: if this process dies without closing (SIGKILL, a crashed test worker,
  // a parent that does not forward signals), the engine is stopped within a second instead of
  // living on. SIGTERM to the shell stops the engine too.
  const watchdog = [
    'trap \'kill "$engine" 2>/dev/null; wait "$engine"; exit 0\' TERM INT',
    '"$0" "$@" & engine=$!',
    'echo "ENGINE_PID=$engine"',
    // `sleep & wait` rather than a bare sleep, so the TERM trap runs at once.
    `while kill -0 ${process.pid} 2>/dev/null && kill -0 "$engine" 2>/dev/null; do sleep 1 >/dev/null 2>&1 & wait $!; done`,
    'kill "$engine" 2>/dev/null; wait "$engine"',
  ].join('\n');
  const child = spawn('/bin/sh', ['-c', watchdog, binary, '--port=0', `--database=${DATABASE_NAME}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<EmbeddedEngine>((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`jongodb did not report its address within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /JONGODB_URI=(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        // Keep draining the pipes so the engine never blocks on a full buffer.
        child.stdout?.resume();
        child.stderr?.resume();
        const enginePid = Number(/ENGINE_PID=(\d+)/.exec(output)?.[1]);
        // On process.exit() without close(), ask the watchdog to stop the engine on its way out.
        const stopOnExit = () => child.kill('SIGTERM');
        process.once('exit', stopOnExit);
        child.once('exit', () => process.off('exit', stopOnExit));
        resolvePromise({ name: 'jongodb', uri: match[1], stop: () => stopChild(child, enginePid) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`jongodb exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess, enginePid: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const force = setTimeout(() => {
      if (Number.isInteger(enginePid) && enginePid > 0) {
        try {
          process.kill(enginePid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      child.kill('SIGKILL');
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      // Release our ends of the pipes so nothing keeps this process (or a test worker) alive.
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}
