import { model, Schema } from 'mongoose';

export type VerificationChannel = 'email' | 'phone';

/**
 * The code a customer was last sent on one channel: one document per account and channel (`<channel>:<user id>`),
 * so a new code replaces the old one. The code itself is never stored, only its HMAC with a salt.
 */
export interface VerificationCodeDocument {
  _id: string;
  userId: number;
  channel: VerificationChannel;
  /** The address or number (+91 and 10 digits) the code was sent to: only that one is verified by it. */
  target: string;
  codeHash: string;
  salt: string;
  attempts: number;
  sentAt: Date;
  expiresAt: Date;
}

const verificationCodeSchema = new Schema<VerificationCodeDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: Number, required: true },
    channel: { type: String, enum: ['email', 'phone'], required: true },
    target: { type: String, required: true },
    codeHash: { type: String, required: true },
    salt: { type: String, required: true },
    attempts: { type: Number, required: true, default: 0 },
    sentAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

// Expired codes go away on their own (the engine's TTL monitor; a code is refused after expiresAt anyway).
verificationCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const VerificationCodeModel = model<VerificationCodeDocument>('VerificationCode', verificationCodeSchema, 'verification_codes');
