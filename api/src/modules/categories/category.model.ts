import { model, Schema } from 'mongoose';

/** One category name in one language; the slug ties the languages of a category together. */
export interface CategoryDocument {
  _id: number;
  slug: string;
  name: string;
  icon: string;
  color: string;
  language: string;
  sortOrder: number;
}

const categorySchema = new Schema<CategoryDocument>(
  {
    _id: { type: Number, required: true },
    slug: { type: String, required: true },
    name: { type: String, required: true },
    icon: { type: String, required: true },
    color: { type: String, required: true },
    language: { type: String, required: true, default: 'en' },
    sortOrder: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);

categorySchema.index({ slug: 1, language: 1 }, { unique: true });

export const CategoryModel = model<CategoryDocument>('Category', categorySchema, 'categories');
