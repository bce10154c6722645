/** A small leveled logger: the API's only way to write to the console, so tests can silence it. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  debug(message: string, detail?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, detail?: unknown) => {
    if (rank[at] > rank[level]) return;
    const line = `[api] ${message}`;
    const sink = at === 'error' ? console.error : at === 'warn' ? console.warn : console.log;
    if (detail === undefined) sink(line);
    else sink(line, detail);
  };
  return {
    error: (message, detail) => write('error', message, detail),
    warn: (message, detail) => write('warn', message, detail),
    info: (message, detail) => write('info', message, detail),
    debug: (message, detail) => write('debug', message, detail),
  };
}
