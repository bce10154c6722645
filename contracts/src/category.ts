import { z } from 'zod';
import { articleLanguageCodes } from './language';
import { validationText } from './validation-text';

/**
 * A blog category. `slug` is the same in every language and is what an article's `category` holds;
 * `name` is in `language` (missing means English). `icon` is a Material Symbols name such as
 * "auto_awesome" that the web maps to a glyph; `color` is a #RRGGBB hex colour.
 */
export const categorySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  language: z.string().optional(),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * GET /api/categories?language=hi: one entry per slug, named in that language where a translation
 * exists and in English otherwise. Without `language`: English.
 */
export const categoriesQuerySchema = z.object({
  language: z.enum(articleLanguageCodes, { message: validationText('article.unsupportedLanguage') }).optional(),
});
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;
