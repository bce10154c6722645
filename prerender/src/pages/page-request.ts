import type { UiLanguage } from '@astrosetu/contracts';
import type { PageCopy } from '../page-copy';

/** The API as the prerender reads it: a path under /api, answered with its status and parsed JSON (or text). */
export type Api = (path: string) => Promise<{ status: number; body: unknown }>;

/** One page asked for: its path (no trailing slash), its query, its interface language and that language's words. */
export interface PageRequest {
  path: string;
  query: URLSearchParams;
  language: UiLanguage;
  copy: PageCopy;
  api: Api;
}
