import { uiLanguageFromAcceptLanguage, uiLanguageOf, type UiLanguage } from '@astrosetu/contracts';

/**
 * The language to answer a request in: `?lang=` (a shared or crawled link), else the Accept-Language header (the
 * web sends the visitor's choice in it), else English. Text the API writes for a request (error messages, names of
 * tithis and signs, horoscope readings) follows it; text written later (e-mails, PDFs, notifications) follows the
 * language kept on the user or the order instead.
 */
/** The parts of an Express request (or a Socket.IO handshake) the language is read from. */
export interface LanguageSource {
  query?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export function requestLanguage(req: LanguageSource): UiLanguage {
  const fromQuery = typeof req.query?.lang === 'string' ? uiLanguageOf(req.query.lang) : null;
  const header = req.headers['accept-language'];
  return fromQuery ?? uiLanguageFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
}

/**
 * The language a request asks for itself (?lang= or an Accept-Language header), or undefined when it names none:
 * then what is kept for later follows the account's own language.
 */
export function explicitRequestLanguage(req: LanguageSource): UiLanguage | undefined {
  const header = req.headers['accept-language'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((part) => part.split(';')[0]);
  // "*" (what a bare HTTP client sends) or only languages the site does not offer name nothing.
  const asked = (typeof req.query?.lang === 'string' && uiLanguageOf(req.query.lang) !== null) || tags.some((tag) => uiLanguageOf(tag) !== null);
  return asked ? requestLanguage(req) : undefined;
}
