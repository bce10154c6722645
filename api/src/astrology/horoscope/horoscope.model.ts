import mongoose, { Schema } from 'mongoose';

/**
 * A generated horoscope reading, stored once so that a sign and period always read the same. `reading`
 * holds the whole contracts HoroscopeEntry. The unique index on (sign, period, periodStart) is created
 * explicitly by ensureHoroscopeIndexes() (jongodb cannot build indexes through Model.init).
 */
export interface HoroscopeReadingDocument {
  sign: string;
  period: string;
  periodStart: string;
  engineVersion: number;
  reading: Record<string, unknown>;
  createdAt: Date;
}

const horoscopeReadingSchema = new Schema<HoroscopeReadingDocument>(
  {
    sign: { type: String, required: true },
    period: { type: String, required: true },
    periodStart: { type: String, required: true },
    engineVersion: { type: Number, required: true },
    reading: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'horoscope_readings', versionKey: false, autoIndex: false, autoCreate: false },
);
horoscopeReadingSchema.index({ sign: 1, period: 1, periodStart: 1 }, { unique: true, name: 'sign_period_start_unique' });

export const HoroscopeReadingModel =
  (mongoose.models.HoroscopeReading as mongoose.Model<HoroscopeReadingDocument> | undefined) ??
  mongoose.model<HoroscopeReadingDocument>('HoroscopeReading', horoscopeReadingSchema);
