import type { Request } from 'express';

/** A posted form (or query string) as plain text fields; repeated or nested fields are dropped. */
export function formFieldsOf(req: Request): Record<string, string | undefined> {
  const source: unknown = req.method === 'GET' ? req.query : req.body;
  const fields: Record<string, string | undefined> = {};
  if (source && typeof source === 'object') {
    for (const [name, value] of Object.entries(source)) {
      if (typeof value === 'string') fields[name] = value;
    }
  }
  return fields;
}
