import type { RequestHandler } from 'express';
import { requestLanguage } from './request-language';

/**
 * Every API answer says which language its text is in (Content-Language) and that it depends on Accept-Language
 * (Vary), so a shared cache never gives a Hindi error or horoscope to someone who asked in Tamil. Every route
 * can answer with a translated error, so every answer varies.
 */
export const languageHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Content-Language', requestLanguage(req));
  res.vary('Accept-Language');
  next();
};
