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
