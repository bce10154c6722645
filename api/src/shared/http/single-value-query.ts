import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';
import { apiText } from '../i18n/api-text';

/**
 * Every query parameter of the API is one plain value (contracts' query schemas have no lists or objects). Express 5's
 * default "simple" parser keeps `?q[$ne]=x` as a key named `q[$ne]`, which a schema then drops without a word, and
 * turns `?q=a&q=b` into a list, which a schema would refuse with a vague "expected string". Both are refused here,
 * once for every router, with a 400 that names the parameter: an operator-shaped parameter is an attempt to reach the
 * database's query language, and a silent ignore would answer as if the filter had been applied.
 */
export function singleValueQuery(req: Request, _res: Response, next: NextFunction): void {
  for (const [key, value] of Object.entries(req.query)) {
    const bracket = key.search(/[[\]]/);
    if (bracket !== -1 || typeof value !== 'string') {
      const name = (bracket === -1 ? key : key.slice(0, bracket)) || key;
      throw AppError.badRequest(apiText('errors.common.querySingleValue', { name }), { [name]: apiText('errors.common.querySingleValue', { name }) });
    }
  }
  next();
}
