import { model, Schema } from 'mongoose';
import { roles, uiLanguageCodes, type Role, type UiLanguage } from '@astrosetu/contracts';

/** The stored shape of an account. Only the users repository reads or writes it. */
export interface UserDocument {
  _id: number;
  username: string;
  email: string;
  phone?: string;
  /** The address last confirmed with a mailed code; the account is e-mail-verified while it equals `email`. */
  verifiedEmail?: string;
  /** The mobile number (+91 and 10 digits) last confirmed with an SMS code; verified while it equals `phone`. */
  verifiedPhone?: string;
  passwordHash: string;
  role: Role;
  isActive: boolean;
  /** Wallet balance in paise; changed only by the wallet module, together with a ledger entry. */
  balance: number;
  dateOfBirth?: string;
  timeOfBirth?: string;
  placeOfBirth?: string;
  bio?: string;
  preferredLanguages?: string[];
  /** GST state code of the customer's billing state: the place of supply on their tax invoices (docs/tax.md). */
  billingState?: string;
  /** The language e-mails, receipts and notifications are written in for this user (PUT /api/profile/language). */
  uiLanguage?: UiLanguage;
  astrologerId?: number;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserDocument>(
  {
    _id: { type: Number, required: true },
    username: { type: String, required: true, trim: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    phone: { type: String },
    verifiedEmail: { type: String },
    verifiedPhone: { type: String },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: roles, required: true, default: 'user' },
    isActive: { type: Boolean, required: true, default: true },
    balance: { type: Number, required: true, default: 0 },
    dateOfBirth: { type: String },
    timeOfBirth: { type: String },
    placeOfBirth: { type: String },
    bio: { type: String },
    preferredLanguages: { type: [String], default: undefined },
    billingState: { type: String },
    uiLanguage: { type: String, enum: uiLanguageCodes },
    astrologerId: { type: Number },
  },
  { timestamps: true, versionKey: false },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ astrologerId: 1 });
userSchema.index({ verifiedPhone: 1 }, { sparse: true });

export const UserModel = model<UserDocument>('User', userSchema, 'users');
