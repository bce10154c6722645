// Apart from category.ts and its zod schemas: the blog's pages read this colour, and importing it from category.ts
// made /blog download all of zod and build the category schemas while the page started.

/** The blog's default category colour. */
export const DEFAULT_CATEGORY_COLOR = '#8B5CF6';
