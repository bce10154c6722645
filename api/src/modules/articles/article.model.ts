import { model, Schema } from 'mongoose';
import { articleStatuses, type ArticleStatus } from '@astrosetu/contracts';

export interface ArticleDocument {
  _id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  /** A category slug. */
  category: string;
  language: string;
  tags: string[];
  featuredImage: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
  status: ArticleStatus;
  /** The original this is a translation of; always the root of its family (never a translation). */
  parentArticleId?: number;
  authorId: number;
  authorName: string;
  readTime: number;
  viewCount: number;
  publishedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const articleSchema = new Schema<ArticleDocument>(
  {
    _id: { type: Number, required: true },
    slug: { type: String, required: true },
    title: { type: String, required: true },
    excerpt: { type: String, required: true },
    content: { type: String, required: true },
    category: { type: String, required: true },
    language: { type: String, required: true },
    tags: { type: [String], default: [] },
    featuredImage: { type: String, default: '' },
    metaTitle: { type: String, default: '' },
    metaDescription: { type: String, default: '' },
    metaKeywords: { type: [String], default: [] },
    status: { type: String, enum: articleStatuses, required: true },
    parentArticleId: { type: Number },
    authorId: { type: Number, required: true },
    authorName: { type: String, required: true },
    readTime: { type: Number, required: true },
    viewCount: { type: Number, required: true, default: 0 },
    publishedAt: { type: Date },
  },
  { timestamps: true, versionKey: false },
);

articleSchema.index({ slug: 1 }, { unique: true });
articleSchema.index({ status: 1, language: 1, publishedAt: -1 });
articleSchema.index({ parentArticleId: 1 });

export const ArticleModel = model<ArticleDocument>('Article', articleSchema, 'articles');
