import { z } from 'zod';
import { idSchema } from './ids';
import { textListSchema, UPLOADED_IMAGE_PATH_PATTERN } from './form-fields';
import { articleLanguageCodes } from './language';
import { messages } from './messages';
import { pageQuerySchema, pageSchema } from './paging';
import { validationText } from './validation-text';

export const articleStatuses = ['draft', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** Reading speed used for readTime (whole minutes, at least 1). */
export const WORDS_PER_MINUTE = 200;
export const MAX_ARTICLE_CONTENT_LENGTH = 50_000;

/** Another language version of the same article. */
export const articleTranslationSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  language: z.string(),
  title: z.string(),
});
export type ArticleTranslation = z.infer<typeof articleTranslationSchema>;

/**
 * A blog article. `content` is markdown. `category` is a category slug and `categoryName` its name
 * in the article's language. `parentArticleId` links a translation to its original (English
 * usually); `translations` lists the other published language versions (original included).
 * `featuredImage` is an /api/uploads/ path or ''. `readTime` is whole minutes from the word count.
 */
export const articleSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  categoryName: z.string(),
  language: z.string(),
  tags: z.array(z.string()),
  featuredImage: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.array(z.string()),
  status: z.enum(articleStatuses),
  parentArticleId: z.number().int().positive().optional(),
  author: z.object({ id: z.number().int().positive(), username: z.string() }),
  readTime: z.number().int().positive(),
  viewCount: z.number().int().nonnegative(),
  publishedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  translations: z.array(articleTranslationSchema),
});
export type Article = z.infer<typeof articleSchema>;

/** GET /api/articles items: everything but the content (cards show the excerpt). */
export const articleSummarySchema = articleSchema.omit({ content: true });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

type ArticleTextField = 'title' | 'content' | 'excerpt' | 'category' | 'metaTitle' | 'metaDescription';

const requiredText = (message: string, max: number, field: ArticleTextField) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : validationText(`article.fields.${field}.notText`)) })
    .trim()
    .min(1, message)
    .max(max, validationText(`article.fields.${field}.max`, { max }));

const optionalText = (max: number, field: ArticleTextField) =>
  z.string({ message: validationText(`article.fields.${field}.notText`) }).trim().max(max, validationText(`article.fields.${field}.max`, { max })).default('');

/**
 * POST /api/admin/articles and PUT /api/admin/articles/{id} (PUT replaces every field). `category`
 * is a category slug (a category's English name is also accepted). `slug` is optional: it is made
 * from the title and kept unique; on PUT the slug stays unless one is sent.
 */
export const articleRequestSchema = z.object({
  title: requiredText(messages.titleRequired, 200, 'title'),
  content: requiredText(messages.contentRequired, MAX_ARTICLE_CONTENT_LENGTH, 'content'),
  excerpt: requiredText(messages.excerptRequired, 500, 'excerpt'),
  category: requiredText(messages.categoryRequired, 100, 'category'),
  language: z.enum(articleLanguageCodes, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? messages.languageRequired : validationText('article.unsupportedLanguage')),
  }),
  status: z.enum(articleStatuses, { message: validationText('article.status') }).default('draft'),
  tags: textListSchema({ field: 'tags', itemMax: 40, maxItems: 20 }).default([]),
  featuredImage: z
    .string({ message: validationText('article.featuredImage') })
    .trim()
    .refine((value) => value === '' || UPLOADED_IMAGE_PATH_PATTERN.test(value), 'Featured image must be an uploaded image')
    .default(''),
  metaTitle: optionalText(200, 'metaTitle'),
  metaDescription: optionalText(320, 'metaDescription'),
  metaKeywords: textListSchema({ field: 'metaKeywords', itemMax: 60, maxItems: 30 }).default([]),
  parentArticleId: idSchema.nullable().optional(),
  slug: z
    .string({ message: validationText('article.slugNotText') })
    .trim()
    .toLowerCase()
    .max(120, validationText('article.slugMax', { max: 120 }))
    .regex(/^[\p{L}\p{M}\p{N}]+(-[\p{L}\p{M}\p{N}]+)*$/u, validationText('article.slugFormat'))
    .optional(),
});
export type ArticleRequest = z.input<typeof articleRequestSchema>;

/** GET /api/articles?language=hi&category=numerology&limit=50: published only, newest first. */
export const publicArticlesQuerySchema = z.object({
  language: z.enum(articleLanguageCodes, { message: validationText('article.unsupportedLanguage') }).optional(),
  category: z.string().trim().max(100, validationText('article.fields.category.max', { max: 100 })).optional(),
  limit: z.coerce.number({ message: validationText('article.limit') }).int(validationText('article.limit')).min(1, validationText('article.limit')).max(100, validationText('article.limit')).default(50),
});
export type PublicArticlesQuery = z.output<typeof publicArticlesQuerySchema>;

export const adminArticleSortFields = ['id', 'title', 'language', 'status', 'viewCount', 'createdAt', 'updatedAt'] as const;

/**
 * GET /api/admin/articles?page&pageSize&sort&order&q&language&status -> Page<ArticleSummary>: drafts and
 * published, without the content (GET /api/admin/articles/{id} has it). `q` searches title, slug and tags
 * (case-insensitive substring). Default: newest first.
 */
export const adminArticlesQuerySchema = pageQuerySchema(adminArticleSortFields, { sort: 'id', order: 'desc' }).extend({
  language: z.enum(articleLanguageCodes, { message: validationText('article.unsupportedLanguage') }).optional(),
  status: z.enum(articleStatuses, { message: validationText('article.status') }).optional(),
});
export type AdminArticlesQuery = z.output<typeof adminArticlesQuerySchema>;

export const adminArticlesPageSchema = pageSchema(articleSummarySchema);
export type AdminArticlesPage = z.infer<typeof adminArticlesPageSchema>;

export const articleSlugParamsSchema = z.object({
  slug: z.string().trim().min(1, validationText('article.notFound')).max(200, validationText('article.notFound')),
});
