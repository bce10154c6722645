// Child processes for the run scripts and the e2e harness: started in their own process group so that
// stopping one also stops what it started (npm -> sh -> node), and never by name.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface StartProcessOptions {
  cwd: string;
  /** Added to this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Prefix of the process's lines, e.g. '[api]'. */
  label: string;
  /** Keep the output to itself (recentOutput still has it). */
  quiet?: boolean;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartedProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Resolves when the process has exited. */
  exited: Promise<ProcessExit>;
  /** The last lines the process wrote (to explain a failure). */
  recentOutput(): string;
  /** Stops the process group: SIGTERM, then SIGKILL after `timeoutMs`. The same promise on every call. */
  stop(timeoutMs?: number): Promise<void>;
}

export function startProcess(command: string, args: string[], { cwd, env, label, quiet = false }: StartProcessOptions): StartedProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const relay = (stream: Readable, write: (line: string) => void) =>
    stream.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (output.length > 400) output.shift();
      if (!quiet) {
        for (const line of text.split('\n')) {
          if (!line.trim()) continue;
          // Processes that already tag their lines (the API does) are not tagged twice.
          write(line.startsWith(`[${label}]`) ? `${line}\n` : `[${label}] ${line}\n`);
        }
      }
    });
  relay(child.stdout, (line) => process.stdout.write(line));
  relay(child.stderr, (line) => process.stderr.write(line));
  const exited = new Promise<ProcessExit>((resolvePromise) => child.on('exit', (code, signal) => resolvePromise({ code, signal })));
  let stopping: Promise<void> | undefined;
  return {
    child,
    exited,
    recentOutput: () => output.join(''),
    stop(timeoutMs = 10000) {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
        const group = -child.pid;
        try {
          process.kill(group, 'SIGTERM');
        } catch {
          return;
        }
        const timer = setTimeout(() => {
          try {
            process.kill(group, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }, timeoutMs);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

export interface WaitForHttpOptions {
  timeoutMs?: number;
  /** Stop waiting (and explain with its output) when this process exits first. */
  process?: StartedProcess;
}

/** Polls a URL until it answers 2xx, the process exits, or the time is up. */
export async function waitForHttp(url: string, { timeoutMs = 120000, process: watched }: WaitForHttpOptions = {}): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void watched?.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited && watched) throw new Error(`process exited before ${url} answered:\n${watched.recentOutput()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // Not up yet.
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${watched ? `:\n${watched.recentOutput()}` : ''}`);
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function runToCompletion(command: string, args: string[], { cwd, env }: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
