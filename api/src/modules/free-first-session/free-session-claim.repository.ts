import type { ClientSession } from 'mongoose';
import { FreeSessionClaimModel } from './free-session-claim.model';

export class FreeSessionAlreadyClaimedError extends Error {
  constructor() {
    super('The free first minutes were already claimed for this account or phone number');
    this.name = 'FreeSessionAlreadyClaimedError';
  }
}

export const freeSessionClaimRepository = {
  async anyClaimed(keys: string[], session?: ClientSession): Promise<boolean> {
    return (await FreeSessionClaimModel.exists({ _id: { $in: keys } }).session(session ?? null)) !== null;
  },

  /** Claims every key for the consultation; throws FreeSessionAlreadyClaimedError when one was taken. */
  async claim(keys: string[], userId: number, consultationId: number, session: ClientSession): Promise<void> {
    try {
      await FreeSessionClaimModel.create(
        keys.map((key) => ({ _id: key, userId, consultationId })),
        { session, ordered: true },
      );
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) throw new FreeSessionAlreadyClaimedError();
      throw error;
    }
  },

  /** A session that never started gives its claim back. */
  async releaseForConsultation(consultationId: number, session: ClientSession): Promise<void> {
    await FreeSessionClaimModel.deleteMany({ consultationId }, { session });
  },
};
