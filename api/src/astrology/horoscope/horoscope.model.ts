import mongoose, { Schema } from 'mongoose';

/**
 * A generated horoscope reading, stored once per language so that a sign and period always read the same.
 * `reading` holds the whole contracts HoroscopeEntry. The unique index on (sign, period, periodStart, language) is
 * created explicitly by ensureHoroscopeIndexes() (jongodb cannot build indexes through Model.init). Readings
 * stored before languages existed have no `language` and are English.
 */
export interface HoroscopeReadingDocument {
  sign: string;
  period: string;
  periodStart: string;
  language: string;
  engineVersion: number;
  reading: Record<string, unknown>;
  createdAt: Date;
}

const horoscopeReadingSchema = new Schema<HoroscopeReadingDocument>(
  {
    sign: { type: String, required: true },
    period: { type: String, required: true },
    periodStart: { type: String, required: true },
    language: { type: String, required: true, default: 'en' },
    engineVersion: { type: Number, required: true },
    reading: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'horoscope_readings', versionKey: false, autoIndex: false, autoCreate: false },
);
horoscopeReadingSchema.index({ sign: 1, period: 1, periodStart: 1, language: 1 }, { unique: true, name: 'sign_period_start_language_unique' });
/** The index of the readings before languages (one per sign and period): it would refuse a second language. */
export const LEGACY_HOROSCOPE_INDEX = 'sign_period_start_unique';

export const HoroscopeReadingModel =
  (mongoose.models.HoroscopeReading as mongoose.Model<HoroscopeReadingDocument> | undefined) ??
  mongoose.model<HoroscopeReadingDocument>('HoroscopeReading', horoscopeReadingSchema);
