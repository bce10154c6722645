import type { ArticleRequest } from '@astrosetu/contracts';
import type { z } from 'zod';
import type { articleRequestSchema } from '@astrosetu/contracts';
import { AppError } from '../../../shared/errors/app-error';
import { categoryRepository } from '../../categories/category.repository';
import type { ImageStore } from '../../uploads/image-store';
import { storedNameOfUrl } from '../../uploads/image-store';
import { readTimeMinutes } from '../article-text';
import { articleRepository, type ArticleFields, type ArticleRecord } from '../article.repository';
import { apiText } from '../../../shared/i18n/api-text';

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
  if (!category) throw AppError.badRequest(apiText('errors.articles.chooseOneBlogCategories'), { category: apiText('errors.articles.chooseOneBlogCategories') });

  if (input.featuredImage) {
    const name = storedNameOfUrl(input.featuredImage);
    if (!name || !(await deps.images.exists(name))) {
      throw AppError.badRequest(apiText('errors.articles.featuredImageFoundUpload'), {
        featuredImage: apiText('errors.articles.featuredImageFoundUpload'),
      });
    }
  }

  let parentArticleId: number | undefined;
  if (input.parentArticleId) {
    const parent = await articleRepository.findById(input.parentArticleId);
    if (!parent) throw AppError.badRequest(apiText('errors.articles.originalArticleFound'), { parentArticleId: apiText('errors.articles.originalArticleFound') });
    // Families are one level deep: a translation of a translation links to the same original.
    const rootId = parent.parentArticleId ?? parent.id;
    if (current && rootId === current.id) {
      throw AppError.badRequest(apiText('errors.articles.articleCannotTranslationItself'), { parentArticleId: apiText('errors.articles.articleCannotTranslationItself') });
    }
    if (current && !current.parentArticleId && (await articleRepository.family(current.id)).length > 1) {
      throw AppError.badRequest(apiText('errors.articles.articleTranslationsCannotBecome'), {
        parentArticleId: apiText('errors.articles.articleTranslationsCannotBecome'),
      });
    }
    const family = await articleRepository.family(rootId);
    const sameLanguage = family.find((member) => member.language === input.language && member.id !== current?.id);
    if (sameLanguage) {
      const message = apiText('errors.articles.languageVersionExists', { language: languageName(input.language), title: sameLanguage.title });
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
