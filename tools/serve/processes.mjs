// Child processes for the run scripts and the e2e harness: started in their own process group so that
// stopping one also stops what it started (npm -> sh -> node), and never by name.
import { spawn } from 'node:child_process';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, label: string, quiet?: boolean }} options
 */
export function startProcess(command, args, { cwd, env, label, quiet = false }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const relay = (stream, write) =>
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      output.push(text);
      if (output.length > 400) output.shift();
      if (!quiet) {
        for (const line of text.split("\n")) {
          if (!line.trim()) continue;
          // Processes that already tag their lines (the API does) are not tagged twice.
          write(line.startsWith(`[${label}]`) ? `${line}\n` : `[${label}] ${line}\n`);
        }
      }
    });
  relay(child.stdout, (line) => process.stdout.write(line));
  relay(child.stderr, (line) => process.stderr.write(line));
  const exited = new Promise((resolvePromise) => child.on('exit', (code, signal) => resolvePromise({ code, signal })));
  let stopping;
  return {
    child,
    exited,
    /** The last lines the process wrote (to explain a failure). */
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

/**
 * Polls a URL until it answers 2xx, the process exits, or the time is up.
 * @param {string} url
 * @param {{ timeoutMs?: number, process?: ReturnType<typeof startProcess> }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 120000, process: watched } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  watched?.exited.then(() => {
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

/**
 * Runs a command to completion, inheriting the terminal; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<void>}
 */
export function runToCompletion(command, args, { cwd, env } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
