import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';
import { maskPersonalData, redactForLog } from './log-redaction';

/**
 * The API's only way to write logs: pino, one JSON object per line (time, level, msg and the detail), so a
 * log collector can index them; readable colour-free lines through pino-pretty in development. Everything
 * written passes log-redaction first (secrets removed, e-mail addresses and phone numbers masked).
 */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
export type LogFormat = 'json' | 'pretty';

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  debug(message: string, detail?: unknown): void;
}

/** A Logger that also hands out its pino instance (request-logging.ts writes each request's line through it). */
export interface AppLogger extends Logger {
  readonly pino: PinoLogger;
}

export interface LoggerOptions {
  /** Default json; pretty needs pino-pretty (a development dependency) and falls back to json without it. */
  format?: LogFormat;
  /** Where lines go (default stdout); tests pass a stream to read them. */
  destination?: DestinationStream;
}

function prettyStream(): DestinationStream | undefined {
  try {
    // Loaded only when asked for: production installs leave development dependencies out.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty = require('pino-pretty') as (options: Record<string, unknown>) => DestinationStream;
    return pretty({ sync: true, colorize: false, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service', singleLine: true, messageFormat: '[api] {msg}' });
  } catch {
    return undefined;
  }
}

export function createPinoLogger(level: LogLevel, options: LoggerOptions = {}): PinoLogger {
  const destination = options.destination ?? (options.format === 'pretty' ? prettyStream() : undefined) ?? pino.destination({ sync: true });
  return pino(
    {
      level,
      base: { service: 'api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        // Every object logged (request lines included) is cleaned before it is written.
        // req and res of a request's line (request-logging.ts) carry only the few fields it chose.
        log: (object) => {
          const { req, res, ...rest } = object;
          return { ...(redactForLog(rest) as Record<string, unknown>), ...(req ? { req } : {}), ...(res ? { res } : {}) };
        },
      },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === 'string' ? maskPersonalData(arg) : arg)) as Parameters<typeof method>;
          method.apply(this, masked);
        },
      },
    },
    destination,
  );
}

/** Wraps a pino logger in the message-first interface the use cases call. */
export function loggerFromPino(instance: PinoLogger): AppLogger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, detail?: unknown) => {
    if (detail === undefined) instance[at](message);
    else if (detail instanceof Error) instance[at]({ err: detail }, message);
    else instance[at]({ detail }, message);
  };
  return {
    pino: instance,
    error: (message, detail) => write('error', message, detail),
    warn: (message, detail) => write('warn', message, detail),
    info: (message, detail) => write('info', message, detail),
    debug: (message, detail) => write('debug', message, detail),
  };
}

export function createLogger(level: LogLevel, options: LoggerOptions = {}): AppLogger {
  return loggerFromPino(createPinoLogger(level, options));
}

/** The pino instance behind `logger`, or a silent one when a test passes its own Logger. */
export function pinoOf(logger: Logger): PinoLogger {
  return (logger as Partial<AppLogger>).pino ?? pino({ level: 'silent' });
}
