import { createHash } from 'node:crypto';
import type { ArticleRecord } from '../article.repository';

/**
 * What the audit log keeps of an article: every field but the markdown body, which is replaced by
 * its length and fingerprint (enough to see that and when it changed, without copying it each time).
 */
export function articleAuditView(record: ArticleRecord): Record<string, unknown> {
  const { content, ...rest } = record;
  return { ...rest, contentChars: content.length, contentSha256: createHash('sha256').update(content).digest('hex').slice(0, 16) };
}
