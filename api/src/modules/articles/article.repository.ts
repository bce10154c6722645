import type { ClientSession, FilterQuery, SortOrder } from 'mongoose';
import type { AdminArticlesQuery, ArticleStatus, Page } from '@astrosetu/contracts';
import { withWriteLock } from '../../db/transactions';
import { containsText } from '../../shared/text/escape-regex';
import { ArticleModel, type ArticleDocument } from './article.model';

/** An article as stored, in plain values (dates as ISO text). */
export interface ArticleRecord {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  language: string;
  tags: string[];
  featuredImage: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
  status: ArticleStatus;
  parentArticleId?: number;
  authorId: number;
  authorName: string;
  readTime: number;
  viewCount: number;
  publishedAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** The fields an editor sets; the rest (author, counters, dates) the server keeps. */
export type ArticleFields = Pick<
  ArticleRecord,
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'content'
  | 'category'
  | 'language'
  | 'tags'
  | 'featuredImage'
  | 'metaTitle'
  | 'metaDescription'
  | 'metaKeywords'
  | 'status'
  | 'readTime'
> & { parentArticleId?: number };

function toRecord(doc: ArticleDocument): ArticleRecord {
  return {
    id: doc._id,
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt,
    content: doc.content,
    category: doc.category,
    language: doc.language,
    tags: doc.tags ?? [],
    featuredImage: doc.featuredImage ?? '',
    metaTitle: doc.metaTitle ?? '',
    metaDescription: doc.metaDescription ?? '',
    metaKeywords: doc.metaKeywords ?? [],
    status: doc.status,
    ...(doc.parentArticleId ? { parentArticleId: doc.parentArticleId } : {}),
    authorId: doc.authorId,
    authorName: doc.authorName,
    readTime: doc.readTime,
    viewCount: doc.viewCount,
    ...(doc.publishedAt ? { publishedAt: new Date(doc.publishedAt).toISOString() } : {}),
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

const sortKeys: Record<AdminArticlesQuery['sort'], keyof ArticleDocument> = {
  id: '_id',
  title: 'title',
  language: 'language',
  status: 'status',
  viewCount: 'viewCount',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};

export const articleRepository = {
  async create(
    id: number,
    fields: ArticleFields & { authorId: number; authorName: string },
    session?: ClientSession,
  ): Promise<ArticleRecord> {
    const [doc] = await ArticleModel.create(
      [{ ...fields, _id: id, viewCount: 0, ...(fields.status === 'published' ? { publishedAt: new Date() } : {}) }],
      { session },
    );
    return toRecord(doc.toObject());
  },

  async findById(id: number, session?: ClientSession): Promise<ArticleRecord | null> {
    const doc = await ArticleModel.findById(id, null, { session }).lean<ArticleDocument>();
    return doc ? toRecord(doc) : null;
  },

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const filter: FilterQuery<ArticleDocument> = { slug };
    if (exceptId) filter._id = { $ne: exceptId };
    return (await ArticleModel.exists(filter)) !== null;
  },

  /** Replaces the editable fields; the first publication stamps publishedAt, which later edits keep. */
  async replaceFields(id: number, fields: ArticleFields, session: ClientSession): Promise<{ before: ArticleRecord; after: ArticleRecord } | null> {
    const before = await ArticleModel.findById(id, null, { session }).lean<ArticleDocument>();
    if (!before) return null;
    const { parentArticleId, ...rest } = fields;
    const set: Partial<ArticleDocument> = { ...rest, ...(parentArticleId ? { parentArticleId } : {}) };
    if (fields.status === 'published' && !before.publishedAt) set.publishedAt = new Date();
    const update = parentArticleId ? { $set: set } : { $set: set, $unset: { parentArticleId: 1 as const } };
    const after = await ArticleModel.findByIdAndUpdate(id, update, { new: true, session }).lean<ArticleDocument>();
    return after ? { before: toRecord(before), after: toRecord(after) } : null;
  },

  async delete(id: number, session: ClientSession): Promise<ArticleRecord | null> {
    const before = await ArticleModel.findById(id, null, { session }).lean<ArticleDocument>();
    if (!before) return null;
    await ArticleModel.deleteOne({ _id: id }, { session });
    return toRecord(before);
  },

  /** The original and every translation of it, in id order. */
  async family(rootId: number, session?: ClientSession): Promise<ArticleRecord[]> {
    const docs = await ArticleModel.find({ $or: [{ _id: rootId }, { parentArticleId: rootId }] }, null, { session })
      .sort({ _id: 1 })
      .lean<ArticleDocument[]>();
    return docs.map(toRecord);
  },

  /** Every article of the given families (one read for a whole list). */
  async families(rootIds: number[]): Promise<ArticleRecord[]> {
    if (rootIds.length === 0) return [];
    const docs = await ArticleModel.find({ $or: [{ _id: { $in: rootIds } }, { parentArticleId: { $in: rootIds } }] })
      .sort({ _id: 1 })
      .lean<ArticleDocument[]>();
    return docs.map(toRecord);
  },

  /** Makes `newRootId` the original of a family whose original is being deleted. */
  async promoteTranslation(oldRootId: number, newRootId: number, session: ClientSession): Promise<void> {
    await ArticleModel.updateOne({ _id: newRootId }, { $unset: { parentArticleId: 1 } }, { session });
    await ArticleModel.updateMany({ parentArticleId: oldRootId }, { $set: { parentArticleId: newRootId } }, { session });
  },

  /** Published articles, newest publication first. */
  async listPublished(filter: { language?: string; category?: string; limit: number }): Promise<ArticleRecord[]> {
    const query: FilterQuery<ArticleDocument> = { status: 'published' };
    if (filter.language) query.language = filter.language;
    if (filter.category) query.category = filter.category;
    const docs = await ArticleModel.find(query).sort({ publishedAt: -1, _id: -1 }).limit(filter.limit).lean<ArticleDocument[]>();
    return docs.map(toRecord);
  },

  /** One page of every article for the editor (drafts too). `q` searches title, slug and tags. */
  async listPage(query: AdminArticlesQuery): Promise<Page<ArticleRecord>> {
    const filter: FilterQuery<ArticleDocument> = {};
    if (query.language) filter.language = query.language;
    if (query.status) filter.status = query.status;
    if (query.q) filter.$or = [{ title: containsText(query.q) }, { slug: containsText(query.q) }, { tags: containsText(query.q) }];
    const direction: SortOrder = query.order === 'asc' ? 1 : -1;
    // The id breaks ties so that pages never repeat or skip an article.
    const sort: Record<string, SortOrder> = { [sortKeys[query.sort]]: direction, ...(query.sort === 'id' ? {} : { _id: direction }) };
    const [docs, total] = await Promise.all([
      ArticleModel.find(filter).sort(sort).skip((query.page - 1) * query.pageSize).limit(query.pageSize).lean<ArticleDocument[]>(),
      ArticleModel.countDocuments(filter),
    ]);
    return { items: docs.map(toRecord), total, page: query.page, pageSize: query.pageSize };
  },

  /** A published article without counting a read (the prerender of /blog/{slug} for search engines and first paint). */
  async findPublishedBySlug(slug: string): Promise<ArticleRecord | null> {
    const doc = await ArticleModel.findOne({ slug, status: 'published' }).lean<ArticleDocument>();
    return doc ? toRecord(doc) : null;
  },

  /** Counts one read of a published article and returns it; null when there is none under this slug. */
  async recordView(slug: string): Promise<ArticleRecord | null> {
    const doc = await withWriteLock(() =>
      ArticleModel.findOneAndUpdate({ slug, status: 'published' }, { $inc: { viewCount: 1 } }, { new: true }).lean<ArticleDocument>(),
    );
    return doc ? toRecord(doc) : null;
  },

  async count(): Promise<number> {
    return ArticleModel.countDocuments({});
  },
};
