import { model, Schema } from 'mongoose';

/** One pending email change per account (_id is the user id); a new request replaces the old one. */
export interface EmailVerificationDocument {
  _id: number;
  newEmail: string;
  /** HMAC-SHA256 of the code with `salt`: the code itself is never stored. */
  codeHash: string;
  salt: string;
  attempts: number;
  expiresAt: Date;
  createdAt: Date;
}

const emailVerificationSchema = new Schema<EmailVerificationDocument>(
  {
    _id: { type: Number, required: true },
    newEmail: { type: String, required: true },
    codeHash: { type: String, required: true },
    salt: { type: String, required: true },
    attempts: { type: Number, required: true, default: 0 },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const EmailVerificationModel = model<EmailVerificationDocument>('EmailVerification', emailVerificationSchema, 'email_verifications');
