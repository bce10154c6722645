/**
 * What a log line may carry. Logs are read by more people (and kept longer, in more places) than the
 * database, so secrets never reach them and personal data reaches them masked:
 * - a value under a secret-looking key (password, token, authorization, cookie, hash, salt, OTP, code,
 *   card, secret, key) is replaced whole, whatever its type: payment hashes and session tokens included;
 * - e-mail addresses and Indian phone numbers inside any string keep just enough to tell them apart.
 */
export const REDACTED = '[redacted]';

const SECRET_KEY = /pass(word|phrase)?|secret|token|authori[sz]ation|cookie|hash|salt|otp|^code$|verification.?code|card|cvv|upi.?pin|api.?key|private.?key|jwt/i;

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
// Ten digits starting 6-9 (Indian mobiles), optionally after +91 / 91 / 0, with spaces or dashes; never
// inside a longer run of digits (ids, timestamps, amounts in paise).
const PHONE = /(?<![\d])\+?\d[\d\s-]{8,14}\d(?![\d])/g;

const MAX_DEPTH = 8;

/** u***@example.com: the first character and the domain stay (support can still tell two accounts apart). */
function maskEmails(text: string): string {
  return text.replace(EMAIL, (_match, first: string, domain: string) => `${first}***@${domain}`);
}

/** ******3210: only the last four digits stay. */
function maskPhones(text: string): string {
  return text.replace(PHONE, (match) => {
    const digits = match.replace(/\D/g, '');
    const national =
      digits.length === 10 ? digits : digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : '';
    if (!/^[6-9]\d{9}$/.test(national)) return match;
    return `******${national.slice(-4)}`;
  });
}

export function maskPersonalData(text: string): string {
  return maskPhones(maskEmails(text));
}

/** A copy of `value` fit for a log line (see the file comment). Errors become { type, message, stack, code }. */
export function redactForLog(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  seen.add(value);
  if (value instanceof Error) {
    const error = value as Error & { code?: unknown; cause?: unknown };
    return {
      type: error.name,
      message: maskPersonalData(error.message),
      ...(error.stack ? { stack: maskPersonalData(error.stack) } : {}),
      ...(error.code !== undefined ? { code: error.code } : {}),
      ...(error.cause !== undefined ? { cause: redactForLog(error.cause, depth + 1, seen) } : {}),
    };
  }
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) && item !== undefined && item !== null ? REDACTED : redactForLog(item, depth + 1, seen);
  }
  return copy;
}
