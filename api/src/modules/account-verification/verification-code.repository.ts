import { VerificationCodeModel, type VerificationChannel, type VerificationCodeDocument } from './verification-code.model';

/** A code waiting to be confirmed, as the use cases see it. */
export type PendingCode = Omit<VerificationCodeDocument, '_id'>;

const idOf = (channel: VerificationChannel, userId: number) => `${channel}:${userId}`;

function toPending(doc: VerificationCodeDocument): PendingCode {
  return {
    userId: doc.userId,
    channel: doc.channel,
    target: doc.target,
    codeHash: doc.codeHash,
    salt: doc.salt,
    attempts: doc.attempts,
    sentAt: new Date(doc.sentAt),
    expiresAt: new Date(doc.expiresAt),
  };
}

/** The codes sent for verification; only the account-verification module reads or writes them. */
export const verificationCodeRepository = {
  async find(channel: VerificationChannel, userId: number): Promise<PendingCode | null> {
    const doc = await VerificationCodeModel.findById(idOf(channel, userId)).lean<VerificationCodeDocument>();
    return doc ? toPending(doc) : null;
  },

  /** A new code replaces any earlier one on the channel, and its attempt count starts again. */
  async replace(code: Omit<PendingCode, 'attempts'>): Promise<void> {
    await VerificationCodeModel.replaceOne(
      { _id: idOf(code.channel, code.userId) },
      { _id: idOf(code.channel, code.userId), ...code, attempts: 0 },
      { upsert: true },
    );
  },

  /**
   * Counts one attempt before the code is compared, atomically: null once `maxAttempts` were used, so parallel
   * guesses cannot get past the limit.
   */
  async useAttempt(channel: VerificationChannel, userId: number, maxAttempts: number): Promise<PendingCode | null> {
    const doc = await VerificationCodeModel.findOneAndUpdate(
      { _id: idOf(channel, userId), attempts: { $lt: maxAttempts } },
      { $inc: { attempts: 1 } },
      { new: true },
    ).lean<VerificationCodeDocument>();
    return doc ? toPending(doc) : null;
  },

  async remove(channel: VerificationChannel, userId: number): Promise<void> {
    await VerificationCodeModel.deleteOne({ _id: idOf(channel, userId) });
  },
};
