import { DEFAULT_LANGUAGE, type Category } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { CategoryModel, type CategoryDocument } from './category.model';

export type NewCategory = Omit<CategoryDocument, '_id'>;

function toCategory(doc: CategoryDocument): Category {
  return {
    id: doc._id,
    slug: doc.slug,
    name: doc.name,
    icon: doc.icon,
    color: doc.color,
    ...(doc.language !== DEFAULT_LANGUAGE ? { language: doc.language } : {}),
  };
}

/** Category names by slug for one language, falling back to English, from one read of the (small) table. */
export interface CategoryCatalog {
  list(language: string): Category[];
  /** The slug of a category given by slug or by name in any language (case-insensitive). */
  resolve(slugOrName: string): string | null;
  nameOf(slug: string, language: string): string;
}

function catalogOf(docs: CategoryDocument[]): CategoryCatalog {
  const sorted = [...docs].sort((a, b) => a.sortOrder - b.sortOrder || a._id - b._id);
  const bySlug = new Map<string, Map<string, CategoryDocument>>();
  for (const doc of sorted) {
    const languages = bySlug.get(doc.slug) ?? new Map<string, CategoryDocument>();
    languages.set(doc.language, doc);
    bySlug.set(doc.slug, languages);
  }
  const pick = (slug: string, language: string) => {
    const languages = bySlug.get(slug);
    return languages?.get(language) ?? languages?.get(DEFAULT_LANGUAGE) ?? languages?.values().next().value;
  };
  return {
    list: (language) =>
      [...bySlug.keys()].map((slug) => pick(slug, language)).filter((doc): doc is CategoryDocument => Boolean(doc)).map(toCategory),
    resolve: (slugOrName) => {
      const wanted = slugOrName.trim().toLowerCase();
      if (bySlug.has(wanted)) return wanted;
      const named = sorted.find((doc) => doc.name.toLowerCase() === wanted);
      return named ? named.slug : null;
    },
    nameOf: (slug, language) => pick(slug, language)?.name ?? slug,
  };
}

export const categoryRepository = {
  async catalog(): Promise<CategoryCatalog> {
    return catalogOf(await CategoryModel.find({}).lean<CategoryDocument[]>());
  },

  /** Adds the categories (slug + language) that are missing; existing ones are left as they are. */
  async ensure(categories: NewCategory[]): Promise<number> {
    const existing = await CategoryModel.find({}).lean<CategoryDocument[]>();
    const present = new Set(existing.map((doc) => `${doc.slug}|${doc.language}`));
    let added = 0;
    for (const category of categories) {
      if (present.has(`${category.slug}|${category.language}`)) continue;
      try {
        await CategoryModel.create({ ...category, _id: await nextSequenceValue('categories') });
        added += 1;
      } catch (error) {
        // Another process added it at the same moment: that is the wanted end state.
        if ((error as { code?: unknown }).code !== 11000) throw error;
      }
    }
    return added;
  },
};
