import { model, Schema } from 'mongoose';

/**
 * A signed-in session. A token names one (its `sid` claim); the session is live while its document
 * exists and `expiresAt` is in the future. Ending a session deletes the document. The embedded engine
 * has no TTL indexes, so expired documents are removed by the code (see session.repository).
 */
export interface SessionDocument {
  /** 32 random bytes, base64url: unguessable, so a session id alone names nobody else's session. */
  _id: string;
  userId: number;
  expiresAt: Date;
  createdAt: Date;
}

const sessionSchema = new Schema<SessionDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

sessionSchema.index({ userId: 1 });
sessionSchema.index({ expiresAt: 1 });

export const SessionModel = model<SessionDocument>('Session', sessionSchema, 'sessions');
