import type { User } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { auditRepository } from '../../audit/audit.repository';
import { articleRepository } from '../article.repository';
import { articleAuditView } from './audit-view';

/**
 * Deletes an article. When it is the original of translations, the oldest translation becomes the
 * new original so the remaining language versions stay linked to each other.
 */
export async function deleteArticle(admin: User, id: number): Promise<void> {
  await runInTransaction(async (session) => {
    const family = await articleRepository.family(id, session);
    const deleted = await articleRepository.delete(id, session);
    if (!deleted) throw AppError.notFound('article');
    const [heir] = deleted.parentArticleId ? [] : family.filter((member) => member.id !== id);
    if (heir) await articleRepository.promoteTranslation(id, heir.id, session);
    await auditRepository.record(
      {
        actor: { id: admin.id, username: admin.username },
        action: 'article.delete',
        target: { type: 'article', id },
        summary: `Deleted article "${deleted.title}" (${deleted.language})${heir ? `; translation #${heir.id} is now the original` : ''}`,
        before: articleAuditView(deleted),
        after: null,
      },
      session,
    );
  });
}
