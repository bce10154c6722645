import { articleRepository } from '../modules/articles/article.repository';
import { readTimeMinutes } from '../modules/articles/article-text';
import { categoryRepository } from '../modules/categories/category.repository';
import { defaultCategories } from '../modules/categories/default-categories';
import { userRepository } from '../modules/users/user.repository';
import { nextSequenceValue } from '../db/sequence';
import type { Logger } from '../shared/logging/logger';
import { demoArticles } from './demo-articles';

/** Reference data every deployment needs: the blog categories (missing ones are added). */
export async function ensureDefaultCategories(logger: Logger): Promise<void> {
  const added = await categoryRepository.ensure(defaultCategories);
  if (added > 0) logger.info(`Added ${added} blog categories`);
}

/**
 * Demo blog content, when there are no articles yet, written by `authorEmail`'s account: the demo astrologer, so the
 * blog's byline names a person ("By Pandit Rajesh Sharma"), as a real article's does, never a role ("By Admin").
 * Translations are linked to their originals by slug.
 */
export async function seedDemoContent(logger: Logger, authorEmail: string): Promise<void> {
  await ensureDefaultCategories(logger);
  if ((await articleRepository.count()) > 0) return;
  const author = await userRepository.findByEmailWithPasswordHash(authorEmail);
  if (!author) return;

  const idsBySlug = new Map<string, number>();
  for (const { translationOf, ...article } of demoArticles) {
    const id = await nextSequenceValue('articles');
    const parentArticleId = translationOf ? idsBySlug.get(translationOf) : undefined;
    await articleRepository.create(id, {
      ...article,
      featuredImage: '',
      readTime: readTimeMinutes(article.content),
      ...(parentArticleId ? { parentArticleId } : {}),
      authorId: author.user.id,
      authorName: author.user.username,
    });
    idsBySlug.set(article.slug, id);
  }
  logger.info(`Seeded ${demoArticles.length} demo articles`);
}
