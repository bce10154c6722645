import type { UiLanguage, User } from '@astrosetu/contracts';
import { withWriteLock } from '../../db/transactions';
import { UserModel, type UserDocument } from './user.model';
import { toUser } from './user.repository';

/** Profile fields an account holder may change themself. */
export interface ProfileChanges {
  username?: string;
  phone?: string;
  dateOfBirth?: string;
  timeOfBirth?: string;
  placeOfBirth?: string;
  bio?: string;
  preferredLanguages?: string[];
  billingState?: string;
}

type ProfileField = keyof ProfileChanges;

/**
 * Self-service account writes (profile, email, password). Each is one guarded single-document
 * update that goes through the write lock, so a concurrent transaction (a wallet debit) cannot
 * overwrite it on engines without transaction isolation.
 */
export const userProfileRepository = {
  /** Empty text or an empty list removes the field. */
  async updateProfile(id: number, changes: ProfileChanges): Promise<User | null> {
    const set: Partial<Record<ProfileField, string | string[]>> = {};
    const unset: Partial<Record<ProfileField, 1>> = {};
    for (const [field, value] of Object.entries(changes) as Array<[ProfileField, string | string[] | undefined]>) {
      if (value === undefined) continue;
      if (value.length === 0) unset[field] = 1;
      else set[field] = value;
    }
    const update = {
      ...(Object.keys(set).length ? { $set: set } : {}),
      ...(Object.keys(unset).length ? { $unset: unset } : {}),
    };
    if (Object.keys(update).length === 0) {
      const current = await UserModel.findById(id).lean<UserDocument>();
      return current ? toUser(current) : null;
    }
    const doc = await withWriteLock(() => UserModel.findByIdAndUpdate(id, update, { new: true }).lean<UserDocument>());
    return doc ? toUser(doc) : null;
  },

  async findPasswordHash(id: number): Promise<string | null> {
    const doc = await UserModel.findById(id).lean<UserDocument>();
    return doc ? doc.passwordHash : null;
  },

  /** Replaces the hash only if it is still `expectedHash`, so two concurrent changes cannot both win. */
  async replacePasswordHash(id: number, expectedHash: string, newHash: string): Promise<boolean> {
    const result = await withWriteLock(() =>
      UserModel.updateOne({ _id: id, passwordHash: expectedHash }, { $set: { passwordHash: newHash } }),
    );
    return result.modifiedCount === 1;
  },

  /** The language e-mails, receipts and notifications are written in for this account. */
  async setUiLanguage(id: number, language: UiLanguage): Promise<User | null> {
    const doc = await withWriteLock(() =>
      UserModel.findByIdAndUpdate(id, { $set: { uiLanguage: language } }, { new: true }).lean<UserDocument>(),
    );
    return doc ? toUser(doc) : null;
  },

  /** Throws the duplicate-key error (11000) when another account has taken the email meanwhile. */
  async setEmail(id: number, email: string): Promise<User | null> {
    const doc = await withWriteLock(() =>
      // The new address was confirmed with a code mailed to it: it is verified too.
      UserModel.findByIdAndUpdate(id, { $set: { email: email.toLowerCase(), verifiedEmail: email.toLowerCase() } }, { new: true }).lean<UserDocument>(),
    );
    return doc ? toUser(doc) : null;
  },
};
