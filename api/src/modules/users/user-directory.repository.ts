import type { ClientSession, FilterQuery, SortOrder } from 'mongoose';
import type { AdminUsersQuery, Page, User } from '@astrosetu/contracts';
import { containsText } from '../../shared/text/escape-regex';
import { UserModel, type UserDocument } from './user.model';
import { toUser } from './user.repository';

const sortKeys: Record<AdminUsersQuery['sort'], keyof UserDocument> = {
  id: '_id',
  username: 'username',
  email: 'email',
  role: 'role',
  isActive: 'isActive',
  balance: 'balance',
  createdAt: 'createdAt',
};

/** What admins read and change about accounts: the paged table, the summary counts, activation. */
export const userDirectoryRepository = {
  async listPage(query: AdminUsersQuery): Promise<Page<User>> {
    const filter: FilterQuery<UserDocument> = {};
    if (query.role) filter.role = query.role;
    if (query.isActive !== undefined) filter.isActive = query.isActive;
    if (query.q) filter.$or = [{ username: containsText(query.q) }, { email: containsText(query.q) }, { phone: containsText(query.q) }];
    const direction: SortOrder = query.order === 'asc' ? 1 : -1;
    // The id breaks ties so that pages never repeat or skip a row.
    const sort: Record<string, SortOrder> = { [sortKeys[query.sort]]: direction, ...(query.sort === 'id' ? {} : { _id: direction }) };
    const [docs, total] = await Promise.all([
      UserModel.find(filter).sort(sort).skip((query.page - 1) * query.pageSize).limit(query.pageSize).lean<UserDocument[]>(),
      UserModel.countDocuments(filter),
    ]);
    return { items: docs.map(toUser), total, page: query.page, pageSize: query.pageSize };
  },

  async counts(): Promise<{ total: number; active: number; admins: number }> {
    const [total, active, admins] = await Promise.all([
      UserModel.countDocuments({}),
      UserModel.countDocuments({ isActive: true }),
      UserModel.countDocuments({ role: 'admin' }),
    ]);
    return { total, active, admins };
  },

  /** Returns the account before and after, or null when it does not exist. */
  async setActive(id: number, isActive: boolean, session: ClientSession): Promise<{ before: User; after: User } | null> {
    const before = await UserModel.findById(id, null, { session }).lean<UserDocument>();
    if (!before) return null;
    const after = await UserModel.findByIdAndUpdate(id, { $set: { isActive } }, { new: true, session }).lean<UserDocument>();
    return after ? { before: toUser(before), after: toUser(after) } : null;
  },

  /** Unlinks an astrologer login from a profile that is being deleted and switches it off. */
  async retireAstrologerLogin(astrologerId: number, session: ClientSession): Promise<User | null> {
    const doc = await UserModel.findOneAndUpdate(
      { astrologerId, role: 'astrologer' },
      { $set: { isActive: false }, $unset: { astrologerId: 1 } },
      { new: true, session },
    ).lean<UserDocument>();
    return doc ? toUser(doc) : null;
  },

  /** Sign-up times of the accounts created since `since` (for the analytics series). */
  async creationTimesSince(since: Date): Promise<Date[]> {
    const docs = await UserModel.find({ createdAt: { $gte: since } }, { createdAt: 1 }).lean<Pick<UserDocument, 'createdAt'>[]>();
    return docs.map((doc) => new Date(doc.createdAt));
  },
};

export interface NewAstrologerLogin {
  username: string;
  email: string;
  phone?: string;
  passwordHash: string;
  astrologerId: number;
}

/** Creates a login with role astrologer linked to a profile, inside the caller's transaction. */
export async function createAstrologerLogin(input: NewAstrologerLogin, id: number, session: ClientSession): Promise<User> {
  const [doc] = await UserModel.create(
    [{ _id: id, ...input, email: input.email.toLowerCase(), role: 'astrologer', isActive: true, balance: 0 }],
    { session },
  );
  return toUser(doc.toObject());
}
