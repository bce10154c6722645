import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { BIRTH_DETAILS_STEP_MINUTES } from '@astrosetu/contracts';

/** HS256 needs a key at least as long as its hash: shorter secrets can be brute-forced offline. */
export const MIN_JWT_SECRET_LENGTH = 32;

/** Printed on receipts outside production when no seller is configured (a made-up, well-formed GSTIN). */
export const DEMO_SELLER = {
  legalName: 'AstroSetu Demo Services Private Limited',
  address: '4th Floor, 12 MG Road, Bengaluru, Karnataka 560001, India',
  gstin: '29AABCA1234C1Z5',
} as const;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const listFromEnv = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://').optional(),
  JWT_SECRET: z
    .string()
    .min(MIN_JWT_SECRET_LENGTH, `must be at least ${MIN_JWT_SECRET_LENGTH} characters (e.g. the output of: openssl rand -base64 48)`)
    .optional(),
  /** A number of seconds or a duration such as 15m, 12h, 7d. */
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]?$/, 'must be seconds or a duration such as 15m, 12h or 7d')
    .default('7d'),
  CORS_ORIGINS: listFromEnv.default([
    'http://localhost:4200',
    'http://localhost:4201',
    'http://localhost:4202',
    'http://localhost:4203',
    'http://localhost:4204',
  ]),
  PUBLIC_SITE_URL: z.string().url('must be a URL').default('http://localhost:4200'),
  SEED_DEMO: booleanFromEnv.optional(),
  /**
   * Express "trust proxy": false, a hop count or a list of proxy addresses (e.g. loopback, 10.0.0.5).
   * Default: trust nobody, so X-Forwarded-For cannot pick the address that rate limits count.
   */
  TRUST_PROXY: z.string().default('false'),
  BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/, 'must look like 100kb').default('100kb'),
  /** Connects API instances through Redis (Socket.IO adapter) so rooms span processes, e.g. redis://127.0.0.1:6379. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /** The server ends a session this long after its booked time ran out (the product rule is 2 minutes, docs/product-rules.md#chat-session). */
  CHAT_AUTO_END_GRACE_MS: z.coerce.number().int().nonnegative().default(120_000),
  /** How often each instance looks for sessions to end. */
  CHAT_EXPIRY_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(10_000),
  /** The server cancels (full refund) a session whose astrologer has not joined this long after booking. */
  CHAT_NO_SHOW_CANCEL_MS: z.coerce.number().int().positive().default(300_000),
  /** A running session where one side has had no connection this long is ended (unused minutes refunded). */
  CHAT_CONNECTION_LOST_GRACE_MS: z.coerce.number().int().positive().default(120_000),
  /** After the astrologer joins, the server starts a session whose birth-details step is still open this long later (BIRTH_DETAILS_STEP_MINUTES). */
  CHAT_BIRTH_DETAILS_STEP_MS: z.coerce.number().int().positive().default(BIRTH_DETAILS_STEP_MINUTES * 60_000),
  /**
   * Socket.IO heartbeat: a ping every interval, a connection without its pong within the timeout is
   * closed. The client notices a silent server after interval + timeout (4.5 s with these defaults).
   */
  SOCKET_PING_INTERVAL_MS: z.coerce.number().int().positive().default(2_000),
  SOCKET_PING_TIMEOUT_MS: z.coerce.number().int().positive().default(2_500),
  /** The platform's commission on every completed session, in percent; the astrologer earns the rest. */
  PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(30),
  /**
   * TDS the platform deducts from astrologers' earnings under section 194-O of the Income-tax Act, 1961, in percent of
   * the gross amount of their services (0.1 since 1 October 2024, Finance (No. 2) Act, 2024; docs/tax.md).
   */
  TDS_194O_PERCENT: z.coerce.number().min(0).max(100).default(0.1),
  /** How often each instance expires unanswered waitlist calls and calls the next customer. */
  WAITLIST_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(2_000),
  /** A new customer's first consultation has its first 3 minutes free, paid by the platform (docs/billing.md). */
  FREE_FIRST_MINUTES_OFFER: z.enum(['on', 'off'], { message: 'FREE_FIRST_MINUTES_OFFER must be on or off' }).default('on'),
  /** Each instance stores today's and tomorrow's daily horoscopes ahead (hourly and at start); off in most API tests,
   * which start a server per file and do not read horoscopes. */
  HOROSCOPE_PRECOMPUTE: z.enum(['on', 'off'], { message: 'HOROSCOPE_PRECOMPUTE must be on or off' }).default('on'),
  /**
   * Voice calls' TURN relay (docs/voice.md, docs/deploy.md#turn): coturn's `use-auth-secret` shared secret. With it the
   * API hands each call's participants a credential for TURN_URLS valid TURN_TTL_S seconds; without it, STUN only.
   */
  TURN_SECRET: z.string().min(16, 'TURN_SECRET must be at least 16 characters').optional(),
  /** Comma-separated TURN URLs (default turn:localhost:3478 when TURN_SECRET is set). */
  TURN_URLS: z.string().optional(),
  TURN_TTL_S: z.coerce.number().int().min(60, 'TURN_TTL_S must be at least 60').max(86_400, 'TURN_TTL_S must be at most 86400').default(3600),
  /** on: every call goes through the TURN relay (no IP address reaches the other side); needs TURN_SECRET. */
  CALL_RELAY_ONLY: z.enum(['on', 'off'], { message: 'CALL_RELAY_ONLY must be on or off' }).default('off'),
  /** Comma-separated STUN URLs; default: the TURN servers' own STUN, else a public STUN server. */
  STUN_URLS: z.string().optional(),
  /** The rates (whole rupees per minute) astrologers may set on their own profile. */
  RATE_PER_MINUTE_MIN: z.coerce.number().int().positive().default(5),
  RATE_PER_MINUTE_MAX: z.coerce.number().int().positive().default(500),
  /** Per connection: messages per second on average, and how many may come at once. */
  CHAT_MESSAGES_PER_SECOND: z.coerce.number().positive().default(3),
  CHAT_MESSAGE_BURST: z.coerce.number().int().positive().default(20),
  /**
   * A number sent in parts over several messages (contact masking): the digit groups of the sender's last this-many
   * messages in a consultation, sent within CHAT_SPLIT_NUMBER_WINDOW_MS, are joined (docs/trust.md).
   */
  CHAT_SPLIT_NUMBER_MESSAGES: z.coerce.number().int().min(2).max(20).default(5),
  CHAT_SPLIT_NUMBER_WINDOW_MS: z.coerce.number().int().positive().default(600_000),
  /** An astrologer's messages with contact details hidden before the server opens a moderation report by itself. */
  CONTACT_ATTEMPTS_BEFORE_REVIEW: z.coerce.number().int().positive().default(3),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Sign-in attempts per address and window, whatever the accounts tried (password spraying). */
  AUTH_RATE_LIMIT_PER_ADDRESS_MAX: z.coerce.number().int().positive().default(30),
  /** Worker threads drawing PNG charts off the event loop (0: draw on it). */
  CHART_RENDER_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
  /** POST /api/chart/image per client and minute. */
  CHART_IMAGE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Verification codes mailed per account and day. */
  EMAIL_VERIFICATIONS_PER_DAY: z.coerce.number().int().positive().default(5),
  /** SMS codes sent to one mobile number per day, whichever accounts asked (docs/trust.md#verified-accounts). */
  PHONE_CODES_PER_NUMBER_PER_DAY: z.coerce.number().int().positive().default(5),
  /** Verification codes (e-mail and SMS) asked for from one client address per hour. */
  VERIFICATION_CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** MSG91 (SMS for verification codes): auth key and the DLT-approved flow template; both or none. */
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_BASE_URL: z.string().url('must be a URL').default('https://control.msg91.com'),
  /** Without MSG91 credentials SMS go to an outbox directory (the embedded default); production must opt in. */
  SMS_SANDBOX: booleanFromEnv.optional(),
  /** Where the SMS sandbox writes messages (default api/.data/sms-outbox). */
  SMS_OUTBOX_DIR: z.string().min(1).optional(),
  /** Reports about astrologers one customer may file per India day (docs/trust.md#reports-blocks-moderation). */
  REPORTS_PER_CUSTOMER_PER_DAY: z.coerce.number().int().positive().default(5),
  /** Serves Prometheus metrics on this port (GET /metrics), apart from the public one; unset: not served. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The metrics port's address (default loopback; the scraper's network address in a cluster). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
  /** json: one JSON object per line (production, log collectors); pretty: readable lines. Default: pretty in development. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** PayU merchant credentials and endpoint (e.g. https://secure.payu.in); all three or none. */
  PAYU_KEY: z.string().min(1).optional(),
  PAYU_SALT: z.string().min(1).optional(),
  PAYU_BASE_URL: z.string().url('must be a URL').optional(),
  /** Without PayU credentials the API serves its own sandbox gateway; production must opt in. */
  PAYMENT_SANDBOX: booleanFromEnv.optional(),
  /** Public origin the gateway posts its callbacks to (default PUBLIC_SITE_URL, which proxies /api). */
  PAYMENT_CALLBACK_BASE_URL: z.string().url('must be a URL').optional(),
  /** Where paid report PDFs are stored (default api/.data/reports). */
  REPORTS_DIR: z.string().min(1).optional(),
  /** The seller printed on receipts (tax invoices): required in production, demo values otherwise. */
  SELLER_LEGAL_NAME: z.string().trim().min(2).max(200).optional(),
  SELLER_ADDRESS: z.string().trim().min(10).max(400).optional(),
  /** 15 characters: state code, PAN, entity number, 'Z', check character. */
  SELLER_GSTIN: z.string().trim().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN').optional(),
  /** How often each instance refunds overdue orders and releases scheduled readings. */
  FULFILMENT_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  /** Where uploaded images are stored (default api/.data/uploads). */
  UPLOAD_DIR: z.string().min(1).optional(),
  /**
   * An SMTP server to send mail through, e.g. smtps://user:password@smtp.example.com:465 (nodemailer's URL
   * form, options such as ?pool=true allowed). Unset: the file outbox below. Required in production.
   */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  /** The sender of every mail, e.g. "AstroSetu <no-reply@astrosetu.in>" (a domain the SMTP server may send for). */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Where the built-in mailer writes each message as a JSON file (default api/.data/outbox). */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  /** Opt-in: GET /api/dev/outbox shows sent mails (codes included) to loopback clients; refused in production. */
  DEV_OUTBOX: booleanFromEnv.default(false),
});

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  mongodbUri?: string;
  jwtSecret: string;
  /**
   * True when JWT_SECRET was not set: on the embedded engine a random secret is drawn at each start
   * (its tokens could not outlive the in-memory data anyway).
   */
  jwtSecretGenerated: boolean;
  jwtTtl: string;
  corsOrigins: string[];
  publicSiteUrl: string;
  /** Undefined means: seed demo data on the embedded engine or whenever the database is empty. */
  seedDemo?: boolean;
  trustProxy: boolean | number | string;
  bodyLimit: string;
  redisUrl?: string;
  chat: {
    autoEndGraceMs: number;
    expirySweepIntervalMs: number;
    messagesPerSecond: number;
    messageBurst: number;
    /** Contact masking: the site's own link hosts, the split-number window, attempts before an automatic report. */
    contactMasking: { ownHosts: string[]; splitNumber: { messages: number; withinMs: number }; attemptsBeforeReview: number };
    noShowCancelMs: number;
    connectionLostGraceMs: number;
    birthDetailsStepMs: number;
    pingIntervalMs: number;
    pingTimeoutMs: number;
  };
  billing: { commissionPercent: number; tds194oPercent: number; freeFirstMinutesOffer: boolean; waitlistSweepIntervalMs: number; ratePerMinute: { min: number; max: number } };
  authRateLimit: { max: number; windowMs: number; perAddressMax: number };
  emailVerificationsPerDay: number;
  verification: {
    phoneCodesPerNumberPerDay: number;
    codesPerAddressPerHour: number;
  };
  /** MSG91 when its credentials are set, else the SMS outbox (development, tests, demos). */
  sms: { mode: 'msg91'; authKey: string; templateId: string; baseUrl: string } | { mode: 'sandbox'; outboxDir?: string };
  reportsPerCustomerPerDay: number;
  chartImage: { renderWorkers: number; perMinute: number };
  logLevel: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  logFormat: 'json' | 'pretty';
  metrics?: { port: number; host: string };
  payments: {
    /** PayU when its credentials are set, else the built-in sandbox gateway. */
    gateway: { mode: 'payu'; key: string; salt: string; baseUrl: string } | { mode: 'sandbox' };
    callbackBaseUrl: string;
    reportsDir?: string;
  };
  fulfilmentSweepIntervalMs?: number;
  horoscopePrecompute: boolean;
  /** Who issues the receipts. */
  seller: { legalName: string; address: string; gstin: string; demo: boolean };
  uploadDir?: string;
  mailOutboxDir?: string;
  /** SMTP when set; otherwise mail goes to the outbox directory. */
  smtpUrl?: string;
  mailFrom?: string;
  /** GET /api/dev/outbox is served (to loopback clients only). */
  devOutbox: boolean;
  /** Voice calls' ICE servers: STUN always, TURN with short-lived credentials when a secret is set. */
  calls: { stunUrls: string[]; turn?: { secret: string; urls: string[]; ttlSeconds: number }; relayOnly: boolean };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const PUBLIC_STUN = 'stun:stun.l.google.com:19302';

function urlList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((url) => url.trim()).filter(Boolean);
}

/** TURN with its secret and URLs; STUN from STUN_URLS, else the TURN servers themselves (coturn answers STUN too). */
function callsConfig(secret: string | undefined, turnUrls: string | undefined, ttlSeconds: number, stunUrls: string | undefined): Omit<AppConfig['calls'], 'relayOnly'> {
  const turn = secret ? { secret, urls: urlList(turnUrls).length > 0 ? urlList(turnUrls) : ['turn:localhost:3478'], ttlSeconds } : undefined;
  const stun = urlList(stunUrls);
  if (stun.length > 0) return { stunUrls: stun, ...(turn ? { turn } : {}) };
  const fromTurn = turn ? [...new Set(turn.urls.map((url) => url.replace(/^turns?:/, 'stun:').replace(/\?.*$/, '')))] : [];
  return { stunUrls: fromTurn.length > 0 ? fromTurn : [PUBLIC_STUN], ...(turn ? { turn } : {}) };
}

/** Reads the configuration from environment variables; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.NODE_ENV === 'production' && !values.JWT_SECRET) problems.push('JWT_SECRET: must be set in production');
  else if (values.MONGODB_URI && !values.JWT_SECRET) {
    problems.push(
      `JWT_SECRET: must be set (at least ${MIN_JWT_SECRET_LENGTH} characters) with MONGODB_URI, so that sessions survive a restart and no published secret signs them`,
    );
  }
  const { PAYU_KEY: payuKey, PAYU_SALT: payuSalt, PAYU_BASE_URL: payuBaseUrl } = values;
  const payu = payuKey && payuSalt && payuBaseUrl
    ? { mode: 'payu' as const, key: payuKey, salt: payuSalt, baseUrl: payuBaseUrl.replace(/\/+$/, '') }
    : undefined;
  const payuConfigured = payu !== undefined;
  if (!payuConfigured && (payuKey || payuSalt || payuBaseUrl)) problems.push('PAYU_KEY, PAYU_SALT, PAYU_BASE_URL: set all three or none');
  if (values.NODE_ENV === 'production' && !payuConfigured && values.PAYMENT_SANDBOX !== true) {
    problems.push('PAYU_KEY, PAYU_SALT, PAYU_BASE_URL: must be set in production (or PAYMENT_SANDBOX=true for a demo)');
  }
  if (values.TRUST_PROXY === 'true') {
    problems.push('TRUST_PROXY: name the proxy (its addresses, e.g. loopback or 10.0.0.5, or a hop count) instead of true, which lets any client choose its address');
  }
  if (values.CALL_RELAY_ONLY === 'on' && !values.TURN_SECRET) problems.push('CALL_RELAY_ONLY: needs TURN_SECRET (and TURN_URLS): without a relay no call could connect');
  if (Boolean(values.MSG91_AUTH_KEY) !== Boolean(values.MSG91_TEMPLATE_ID)) problems.push('MSG91_AUTH_KEY, MSG91_TEMPLATE_ID: set both or none');
  if (values.NODE_ENV === 'production' && !values.MSG91_AUTH_KEY && values.SMS_SANDBOX !== true) {
    problems.push('MSG91_AUTH_KEY, MSG91_TEMPLATE_ID: must be set in production (verification codes go by SMS), or SMS_SANDBOX=true for a demo');
  }
  if (values.SMTP_URL && !values.MAIL_FROM) problems.push('MAIL_FROM: must be set with SMTP_URL (the sender address of every mail)');
  if (values.NODE_ENV === 'production' && values.DEV_OUTBOX) {
    problems.push('DEV_OUTBOX: the outbox shows every mail (verification codes included) and is never served in production');
  }
  const sellerConfigured = Boolean(values.SELLER_LEGAL_NAME && values.SELLER_ADDRESS && values.SELLER_GSTIN);
  if (values.RATE_PER_MINUTE_MIN > values.RATE_PER_MINUTE_MAX) problems.push('RATE_PER_MINUTE_MIN: must not be above RATE_PER_MINUTE_MAX');
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    mongodbUri: values.MONGODB_URI,
    jwtSecret: values.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    jwtSecretGenerated: !values.JWT_SECRET,
    jwtTtl: values.JWT_TTL,
    corsOrigins: values.CORS_ORIGINS,
    publicSiteUrl: values.PUBLIC_SITE_URL,
    seedDemo: values.SEED_DEMO,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    bodyLimit: values.BODY_LIMIT,
    ...(values.REDIS_URL ? { redisUrl: values.REDIS_URL } : {}),
    chat: {
      autoEndGraceMs: values.CHAT_AUTO_END_GRACE_MS,
      expirySweepIntervalMs: values.CHAT_EXPIRY_SWEEP_INTERVAL_MS,
      messagesPerSecond: values.CHAT_MESSAGES_PER_SECOND,
      messageBurst: values.CHAT_MESSAGE_BURST,
      contactMasking: {
        ownHosts: [new URL(values.PUBLIC_SITE_URL).hostname],
        splitNumber: { messages: values.CHAT_SPLIT_NUMBER_MESSAGES, withinMs: values.CHAT_SPLIT_NUMBER_WINDOW_MS },
        attemptsBeforeReview: values.CONTACT_ATTEMPTS_BEFORE_REVIEW,
      },
      noShowCancelMs: values.CHAT_NO_SHOW_CANCEL_MS,
      connectionLostGraceMs: values.CHAT_CONNECTION_LOST_GRACE_MS,
      birthDetailsStepMs: values.CHAT_BIRTH_DETAILS_STEP_MS,
      pingIntervalMs: values.SOCKET_PING_INTERVAL_MS,
      pingTimeoutMs: values.SOCKET_PING_TIMEOUT_MS,
    },
    billing: {
      commissionPercent: values.PLATFORM_COMMISSION_PERCENT,
      tds194oPercent: values.TDS_194O_PERCENT,
      freeFirstMinutesOffer: values.FREE_FIRST_MINUTES_OFFER === 'on',
      waitlistSweepIntervalMs: values.WAITLIST_SWEEP_INTERVAL_MS,
      ratePerMinute: { min: values.RATE_PER_MINUTE_MIN, max: values.RATE_PER_MINUTE_MAX },
    },
    authRateLimit: {
      max: values.AUTH_RATE_LIMIT_MAX,
      windowMs: values.AUTH_RATE_LIMIT_WINDOW_MS,
      perAddressMax: values.AUTH_RATE_LIMIT_PER_ADDRESS_MAX,
    },
    emailVerificationsPerDay: values.EMAIL_VERIFICATIONS_PER_DAY,
    verification: {
      phoneCodesPerNumberPerDay: values.PHONE_CODES_PER_NUMBER_PER_DAY,
      codesPerAddressPerHour: values.VERIFICATION_CODES_PER_ADDRESS_PER_HOUR,
    },
    sms: values.MSG91_AUTH_KEY && values.MSG91_TEMPLATE_ID
      ? { mode: 'msg91', authKey: values.MSG91_AUTH_KEY, templateId: values.MSG91_TEMPLATE_ID, baseUrl: values.MSG91_BASE_URL.replace(/\/+$/, '') }
      : { mode: 'sandbox', ...(values.SMS_OUTBOX_DIR ? { outboxDir: values.SMS_OUTBOX_DIR } : {}) },
    reportsPerCustomerPerDay: values.REPORTS_PER_CUSTOMER_PER_DAY,
    chartImage: { renderWorkers: values.CHART_RENDER_WORKERS, perMinute: values.CHART_IMAGE_RATE_LIMIT_MAX },
    logLevel: values.LOG_LEVEL,
    ...(values.METRICS_PORT !== undefined ? { metrics: { port: values.METRICS_PORT, host: values.METRICS_HOST } } : {}),
    logFormat: values.LOG_FORMAT ?? (values.NODE_ENV === 'development' ? 'pretty' : 'json'),
    payments: {
      gateway: payu ?? { mode: 'sandbox' },
      callbackBaseUrl: (values.PAYMENT_CALLBACK_BASE_URL ?? values.PUBLIC_SITE_URL).replace(/\/+$/, ''),
      ...(values.REPORTS_DIR ? { reportsDir: values.REPORTS_DIR } : {}),
    },
    fulfilmentSweepIntervalMs: values.FULFILMENT_SWEEP_INTERVAL_MS,
    calls: { ...callsConfig(values.TURN_SECRET, values.TURN_URLS, values.TURN_TTL_S, values.STUN_URLS), relayOnly: values.CALL_RELAY_ONLY === 'on' },
    horoscopePrecompute: values.HOROSCOPE_PRECOMPUTE === 'on',
    seller: {
      legalName: values.SELLER_LEGAL_NAME ?? DEMO_SELLER.legalName,
      address: values.SELLER_ADDRESS ?? DEMO_SELLER.address,
      gstin: values.SELLER_GSTIN ?? DEMO_SELLER.gstin,
      demo: !sellerConfigured,
    },
    ...(values.UPLOAD_DIR ? { uploadDir: values.UPLOAD_DIR } : {}),
    ...(values.MAIL_OUTBOX_DIR ? { mailOutboxDir: values.MAIL_OUTBOX_DIR } : {}),
    ...(values.SMTP_URL ? { smtpUrl: values.SMTP_URL } : {}),
    ...(values.MAIL_FROM ? { mailFrom: values.MAIL_FROM } : {}),
    devOutbox: values.DEV_OUTBOX,
  };
}

/**
 * Checked when the server starts (not by loadConfig, so tools and tests may read a production
 * configuration without a seller): receipts must never carry the demo seller in production.
 */
export function sellerProblems(config: AppConfig): string[] {
  return config.env === 'production' && config.seller.demo
    ? ['SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_GSTIN: must be set in production (they are printed on every receipt)']
    : [];
}

/**
 * Checked when the server starts, like the seller: production sends real mail (verification codes,
 * reports, receipts), never into a directory on one machine.
 */
export function mailProblems(config: AppConfig): string[] {
  return config.env === 'production' && !config.smtpUrl
    ? ['SMTP_URL: must be set in production (verification codes, reports and receipts are sent by e-mail), with MAIL_FROM']
    : [];
}
