import type { ClientSession } from 'mongoose';
import type { Role, UiLanguage, User } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../db/sequence';
import { withWriteLock } from '../../db/transactions';
import { UserModel, type UserDocument } from './user.model';

export interface NewUser {
  username: string;
  email: string;
  phone?: string;
  passwordHash: string;
  role: Role;
  balance?: number;
  astrologerId?: number;
  /** Seed and staff accounts only: created already verified. */
  verifiedEmail?: string;
  verifiedPhone?: string;
}

export interface UserWithPasswordHash {
  user: User;
  passwordHash: string;
}

export function toUser(doc: UserDocument): User {
  return {
    id: doc._id,
    username: doc.username,
    email: doc.email,
    ...(doc.phone ? { phone: doc.phone } : {}),
    role: doc.role,
    isActive: doc.isActive,
    emailVerified: doc.verifiedEmail !== undefined && doc.verifiedEmail === doc.email,
    phoneVerified: doc.verifiedPhone !== undefined && doc.verifiedPhone === doc.phone,
    createdAt: new Date(doc.createdAt).toISOString(),
    balance: doc.balance,
    ...(doc.dateOfBirth ? { dateOfBirth: doc.dateOfBirth } : {}),
    ...(doc.timeOfBirth ? { timeOfBirth: doc.timeOfBirth } : {}),
    ...(doc.placeOfBirth ? { placeOfBirth: doc.placeOfBirth } : {}),
    ...(doc.bio ? { bio: doc.bio } : {}),
    ...(doc.preferredLanguages ? { preferredLanguages: doc.preferredLanguages } : {}),
    ...(doc.billingState ? { billingState: doc.billingState } : {}),
    ...(doc.uiLanguage ? { uiLanguage: doc.uiLanguage } : {}),
    ...(doc.astrologerId ? { astrologerId: doc.astrologerId } : {}),
  };
}

export const userRepository = {
  /** The language kept on each account that has one (what is written to them later follows it). */
  async findUiLanguages(ids: number[], session?: ClientSession): Promise<Map<number, UiLanguage>> {
    const docs = await UserModel.find({ _id: { $in: ids } }, { uiLanguage: 1 }, { session }).lean<Array<Pick<UserDocument, '_id' | 'uiLanguage'>>>();
    return new Map(docs.filter((doc) => doc.uiLanguage).map((doc) => [doc._id, doc.uiLanguage as UiLanguage]));
  },

  async findById(id: number): Promise<User | null> {
    const doc = await UserModel.findById(id).lean<UserDocument>();
    return doc ? toUser(doc) : null;
  },

  async findByEmailWithPasswordHash(email: string): Promise<UserWithPasswordHash | null> {
    const doc = await UserModel.findOne({ email: email.toLowerCase() }).lean<UserDocument>();
    return doc ? { user: toUser(doc), passwordHash: doc.passwordHash } : null;
  },

  async existsByEmail(email: string): Promise<boolean> {
    return (await UserModel.exists({ email: email.toLowerCase() })) !== null;
  },

  /** Throws the driver's duplicate-key error (code 11000) when the email is taken. */
  async create(input: NewUser): Promise<User> {
    const id = await nextSequenceValue('users');
    const doc = await UserModel.create({ _id: id, balance: 0, isActive: true, ...input });
    return toUser(doc.toObject());
  },

  /** Marks the e-mail verified, only if the account still has that address (it may have changed meanwhile). */
  async markEmailVerified(id: number, email: string): Promise<User | null> {
    const doc = await withWriteLock(() =>
      UserModel.findOneAndUpdate({ _id: id, email }, { $set: { verifiedEmail: email } }, { new: true }).lean<UserDocument>().exec(),
    );
    return doc ? toUser(doc) : null;
  },

  /** Makes `phone` (+91 and 10 digits) the account's number and marks it verified. */
  async markPhoneVerified(id: number, phone: string): Promise<User | null> {
    const doc = await withWriteLock(() =>
      UserModel.findByIdAndUpdate(id, { $set: { phone, verifiedPhone: phone } }, { new: true }).lean<UserDocument>().exec(),
    );
    return doc ? toUser(doc) : null;
  },

  /** The verified mobile number of an account, if its current number is verified. */
  async findVerifiedPhone(id: number, session?: ClientSession): Promise<string | null> {
    const doc = await UserModel.findById(id, { phone: 1, verifiedPhone: 1 }, { session }).lean<Pick<UserDocument, 'phone' | 'verifiedPhone'>>();
    return doc?.verifiedPhone && doc.verifiedPhone === doc.phone ? doc.verifiedPhone : null;
  },

  async setActive(id: number, isActive: boolean): Promise<User | null> {
    const doc = await withWriteLock(() =>
      UserModel.findByIdAndUpdate(id, { $set: { isActive } }, { new: true }).lean<UserDocument>().exec(),
    );
    return doc ? toUser(doc) : null;
  },

  async linkAstrologer(id: number, astrologerId: number): Promise<void> {
    await withWriteLock(() => UserModel.updateOne({ _id: id }, { $set: { astrologerId } }).exec());
  },

  /**
   * Wallet use only, inside runInTransaction. Adds `delta` paise to the balance in one atomic update and returns the new balance. For a debit
   * the filter requires the balance to cover it, so concurrent debits can never overdraw: the
   * loser matches nothing and gets null. Only the wallet module calls this (it writes the ledger).
   */
  async changeBalance(id: number, delta: number, session?: ClientSession): Promise<number | null> {
    const filter = delta < 0 ? { _id: id, balance: { $gte: -delta } } : { _id: id };
    const doc = await UserModel.findOneAndUpdate(filter, { $inc: { balance: delta } }, { new: true, session, projection: { balance: 1 } }).lean<
      Pick<UserDocument, '_id' | 'balance'>
    >();
    return doc ? doc.balance : null;
  },

  /** Who pays, as a tax document names them: the account's name, e-mail and billing state (never a birth-details name). */
  async findBillingParty(id: number, session?: ClientSession): Promise<{ name: string; email: string; billingState?: string; language?: UiLanguage } | null> {
    const doc = await UserModel.findById(id, { username: 1, email: 1, billingState: 1, uiLanguage: 1 }, { session }).lean<Pick<UserDocument, 'username' | 'email' | 'billingState' | 'uiLanguage'>>();
    if (!doc) return null;
    return { name: doc.username, email: doc.email, ...(doc.billingState ? { billingState: doc.billingState } : {}), ...(doc.uiLanguage ? { language: doc.uiLanguage } : {}) };
  },

  async findBalance(id: number, session?: ClientSession): Promise<number | null> {
    const doc = await UserModel.findById(id, { balance: 1 }, { session }).lean<Pick<UserDocument, '_id' | 'balance'>>();
    return doc ? doc.balance : null;
  },

  async findUsernamesByIds(ids: number[]): Promise<Map<number, string>> {
    const docs = await UserModel.find({ _id: { $in: ids } }, { username: 1 }).lean<Pick<UserDocument, '_id' | 'username'>[]>();
    return new Map(docs.map((doc) => [doc._id, doc.username]));
  },

  async count(): Promise<number> {
    return UserModel.countDocuments({});
  },

  async listIds(): Promise<number[]> {
    const docs = await UserModel.find({}, { _id: 1 }).lean<Pick<UserDocument, '_id'>[]>();
    return docs.map((doc) => doc._id);
  },
};
