import type { Endpoint } from './endpoint';

/** The seo module's endpoints (api/src/modules/seo): filled as its routes move onto declarations (issue 34). */
export const seoEndpoints = {} satisfies Record<string, Endpoint>;
