import { EmailVerificationModel, type EmailVerificationDocument } from './email-verification.model';

export interface PendingEmailChange {
  userId: number;
  newEmail: string;
  codeHash: string;
  salt: string;
  attempts: number;
  expiresAt: Date;
}

function toPending(doc: EmailVerificationDocument): PendingEmailChange {
  return {
    userId: doc._id,
    newEmail: doc.newEmail,
    codeHash: doc.codeHash,
    salt: doc.salt,
    attempts: doc.attempts,
    expiresAt: new Date(doc.expiresAt),
  };
}

export const emailVerificationRepository = {
  /** Starts over: a new code replaces any earlier one and its attempt count. */
  async replace(change: Omit<PendingEmailChange, 'attempts'>): Promise<void> {
    await EmailVerificationModel.replaceOne(
      { _id: change.userId },
      {
        _id: change.userId,
        newEmail: change.newEmail,
        codeHash: change.codeHash,
        salt: change.salt,
        attempts: 0,
        expiresAt: change.expiresAt,
        createdAt: new Date(),
      },
      { upsert: true },
    );
  },

  async find(userId: number): Promise<PendingEmailChange | null> {
    const doc = await EmailVerificationModel.findById(userId).lean<EmailVerificationDocument>();
    return doc ? toPending(doc) : null;
  },

  /**
   * Counts one attempt before the code is compared, atomically: returns null once `maxAttempts`
   * were used, so parallel guesses cannot get past the limit.
   */
  async useAttempt(userId: number, maxAttempts: number): Promise<PendingEmailChange | null> {
    const doc = await EmailVerificationModel.findOneAndUpdate(
      { _id: userId, attempts: { $lt: maxAttempts } },
      { $inc: { attempts: 1 } },
      { new: true },
    ).lean<EmailVerificationDocument>();
    return doc ? toPending(doc) : null;
  },

  async remove(userId: number): Promise<void> {
    await EmailVerificationModel.deleteOne({ _id: userId });
  },
};
