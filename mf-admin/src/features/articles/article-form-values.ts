import { articleRequestSchema, type Article, type ArticleRequest, type ArticleStatus } from '@astrosetu/contracts';
import { validateWithSchema } from '@astrosetu/web-core/forms';

/** The article dialog as typed: lists are comma-separated, "no original" is ''. */
export interface ArticleFormValues {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  language: string;
  status: ArticleStatus;
  tags: string;
  featuredImage: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  slug: string;
  /** The original this article translates; '' when it is an original. */
  parentArticleId: number | '';
}

export const emptyArticleForm: ArticleFormValues = {
  title: '',
  excerpt: '',
  content: '',
  category: '',
  language: 'en',
  status: 'draft',
  tags: '',
  featuredImage: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  slug: '',
  parentArticleId: '',
};

export function formValuesOf(article: Article): ArticleFormValues {
  return {
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    language: article.language,
    status: article.status,
    tags: article.tags.join(', '),
    featuredImage: article.featuredImage,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    metaKeywords: article.metaKeywords.join(', '),
    slug: article.slug,
    parentArticleId: article.parentArticleId ?? '',
  };
}

/**
 * A new translation of `source`: its text to translate from, the same category, tags and image, linked to the
 * family's original; the language is left for the editor to choose and it starts as a draft.
 */
export function translationValuesOf(source: Article): ArticleFormValues {
  return {
    ...formValuesOf(source),
    language: '',
    status: 'draft',
    slug: '',
    parentArticleId: source.parentArticleId ?? source.id,
  };
}

function requestInput(values: ArticleFormValues): ArticleRequest {
  const { slug, parentArticleId, ...rest } = values;
  return { ...rest, parentArticleId: parentArticleId === '' ? null : parentArticleId, ...(slug.trim() ? { slug } : {}) } as ArticleRequest;
}

/** The body of POST and PUT /api/admin/articles: trimmed text, split lists. */
export function toArticleRequest(values: ArticleFormValues): ArticleRequest {
  return articleRequestSchema.parse(requestInput(values));
}

/** 'Title is required', 'Content is required', ... from the contracts' schema. */
export const validateArticleForm = validateWithSchema<ArticleFormValues>(articleRequestSchema, requestInput);

/** The tags as the server will store them, to preview as chips. */
export function parsedTags(tags: string): string[] {
  return [...new Set(tags.split(',').map((tag) => tag.trim()).filter(Boolean))];
}
