import type { Readable } from 'node:stream';

interface Problem {
  /** The number of the line it was written on, counting from the API's start. */
  line: number;
  text: string;
}

/** Problems kept: enough for any one test; older ones go. */
const KEPT = 2000;

/** A pino line of level warn or error, shortened to time, level, message and the error's own message. */
export function problemOfLogLine(line: string): string | undefined {
  let entry: { level?: unknown; time?: unknown; msg?: unknown; err?: { message?: unknown } };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    // Not a log line (npm's or Node's own output): kept when it looks like a failure.
    return /error|exception|warn/i.test(line) ? line.slice(0, 300) : undefined;
  }
  if (entry.level !== 'warn' && entry.level !== 'error') return undefined;
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const cause = typeof entry.err?.message === 'string' ? `: ${entry.err.message}` : '';
  return `${time} ${entry.level} ${String(entry.msg)}${cause}`.slice(0, 300);
}

/**
 * The e2e API's output, read line by line: tests ask where the log stands when they begin and, if they fail,
 * for the warnings and errors written since, to explain the failure in CI's log.
 */
export class ApiLog {
  private lines = 0;
  private readonly problems: Problem[] = [];

  watch(stream: Readable): void {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      const text = pending + chunk.toString();
      const lines = text.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) this.add(line);
    });
  }

  get position(): number {
    return this.lines;
  }

  problemsSince(position: number): string[] {
    return this.problems.filter((problem) => problem.line > position).map((problem) => problem.text);
  }

  private add(line: string): void {
    this.lines += 1;
    const text = problemOfLogLine(line);
    if (!text) return;
    this.problems.push({ line: this.lines, text });
    if (this.problems.length > KEPT) this.problems.shift();
  }
}
