import type { ArticleRequest } from '@astrosetu/contracts';
import type { z } from 'zod';
import type { articleRequestSchema } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { categoryRepository } from '../../categories/category.repository';
import type { ImageStore } from '../../uploads/image-store';
import { storedNameOfUrl } from '../../uploads/image-store';
import { readTimeMinutes } from '../article-text';
import { articleRepository, type ArticleFields, type ArticleRecord } from '../article.repository';

export type ArticleInput = z.output<typeof articleRequestSchema>;
export type { ArticleRequest };

const languageName = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

/**
 * Checks what the schema cannot (the category exists, the image was uploaded, the original exists
 * and the family has no other version in this language) and derives readTime. The slug is chosen
 * by the caller. `current` is the article being edited (absent when creating).
 */
export async function prepareArticleFields(
  input: ArticleInput,
  deps: { images: ImageStore },
  current?: ArticleRecord,
): Promise<Omit<ArticleFields, 'slug'>> {
  const catalog = await categoryRepository.catalog();
  const category = catalog.resolve(input.category);
  if (!category) throw AppError.badRequest('Choose one of the blog categories', { category: 'Choose one of the blog categories' });

  if (input.featuredImage) {
    const name = storedNameOfUrl(input.featuredImage);
    if (!name || !(await deps.images.exists(name))) {
      throw AppError.badRequest('The featured image was not found. Please upload it again.', {
        featuredImage: 'The featured image was not found. Please upload it again.',
      });
    }
  }

  let parentArticleId: number | undefined;
  if (input.parentArticleId) {
    const parent = await articleRepository.findById(input.parentArticleId);
    if (!parent) throw AppError.badRequest('The original article was not found', { parentArticleId: 'The original article was not found' });
    // Families are one level deep: a translation of a translation links to the same original.
    const rootId = parent.parentArticleId ?? parent.id;
    if (current && rootId === current.id) {
      throw AppError.badRequest('An article cannot be a translation of itself', { parentArticleId: 'An article cannot be a translation of itself' });
    }
    if (current && !current.parentArticleId && (await articleRepository.family(current.id)).length > 1) {
      throw AppError.badRequest('This article has translations, so it cannot become a translation itself', {
        parentArticleId: 'This article has translations, so it cannot become a translation itself',
      });
    }
    const family = await articleRepository.family(rootId);
    const sameLanguage = family.find((member) => member.language === input.language && member.id !== current?.id);
    if (sameLanguage) {
      const message = `This article already has a ${languageName(input.language)} version ("${sameLanguage.title}")`;
      throw AppError.conflict(message);
    }
    parentArticleId = rootId;
  }

  return {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    category,
    language: input.language,
    tags: input.tags,
    featuredImage: input.featuredImage,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    metaKeywords: input.metaKeywords,
    status: input.status,
    readTime: readTimeMinutes(input.content),
    ...(parentArticleId ? { parentArticleId } : {}),
  };
}
