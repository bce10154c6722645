import type { User } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../../db/sequence';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { auditRepository } from '../../audit/audit.repository';
import type { ImageStore } from '../../uploads/image-store';
import { slugify } from '../article-text';
import { articleRepository, type ArticleRecord } from '../article.repository';
import { articleAuditView } from './audit-view';
import { prepareArticleFields, type ArticleInput } from './prepare-article-fields';
import { apiText } from '../../../shared/i18n/api-text';

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;
const slugInUse = () => AppError.conflict(apiText('errors.articles.slugAlreadyUsedAnother'));
const MAX_SLUG_ATTEMPTS = 20;

/** The first free slug of base, base-2, base-3, ... */
async function freeSlug(base: string, exceptId?: number, skip = 0): Promise<string> {
  for (let n = 1 + skip; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await articleRepository.slugTaken(candidate, exceptId))) return candidate;
  }
  throw AppError.conflict(apiText('errors.articles.couldFindFreeSlug'));
}

/** An admin writes a new article (draft or published); they are its author. */
export async function createArticle(admin: User, input: ArticleInput, deps: { images: ImageStore }): Promise<ArticleRecord> {
  const fields = await prepareArticleFields(input, deps);
  if (input.slug && (await articleRepository.slugTaken(input.slug))) throw slugInUse();
  const id = await nextSequenceValue('articles');
  // Two articles with one title can race for a slug: the unique index decides, the loser takes the next.
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt += 1) {
    const slug = input.slug ?? (await freeSlug(slugify(input.title), undefined, attempt));
    try {
      return await runInTransaction(async (session) => {
        const created = await articleRepository.create(id, { ...fields, slug, authorId: admin.id, authorName: admin.username }, session);
        await auditRepository.record(
          {
            actor: { id: admin.id, username: admin.username },
            action: 'article.create',
            target: { type: 'article', id },
            summary: `Created ${created.status} article "${created.title}" (${created.language})`,
            before: null,
            after: articleAuditView(created),
          },
          session,
        );
        return created;
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if (input.slug) throw slugInUse();
    }
  }
  throw slugInUse();
}

/** PUT: every editable field is replaced; the slug stays unless a new one is sent. */
export async function updateArticle(admin: User, id: number, input: ArticleInput, deps: { images: ImageStore }): Promise<ArticleRecord> {
  const current = await articleRepository.findById(id);
  if (!current) throw AppError.notFound('article');
  const fields = await prepareArticleFields(input, deps, current);
  const slug = input.slug ?? current.slug;
  if (slug !== current.slug && (await articleRepository.slugTaken(slug, id))) throw slugInUse();
  try {
    return await runInTransaction(async (session) => {
      const change = await articleRepository.replaceFields(id, { ...fields, slug }, session);
      if (!change) throw AppError.notFound('article');
      await auditRepository.record(
        {
          actor: { id: admin.id, username: admin.username },
          action: 'article.update',
          target: { type: 'article', id },
          summary: `Edited article "${change.after.title}" (${change.after.language}, ${change.after.status})`,
          before: articleAuditView(change.before),
          after: articleAuditView(change.after),
        },
        session,
      );
      return change.after;
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw slugInUse();
    throw error;
  }
}
