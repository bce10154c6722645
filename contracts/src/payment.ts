import { z } from 'zod';
import { isRealCalendarDate } from './astrology/birth-input';
import { bookingUserDetailsSchema, consultationDurations } from './consultation';
import { idSchema } from './ids';
import { messages } from './messages';

/**
 * Payments through a PayU-style hosted checkout. The server fixes every amount (from its price
 * catalogue, an astrologer's rate, or a validated top-up amount), creates an order with a unique
 * transaction id and answers with the gateway form fields the browser posts to `paymentUrl`.
 */

/** What an order pays for. Wallet kinds credit the wallet when paid. */
export const paymentKinds = ['wallet-recharge', 'wallet-topup', 'booking', 'service', 'report'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const walletPaymentKinds: readonly PaymentKind[] = ['wallet-recharge', 'wallet-topup', 'booking'];

export const paymentOrderStatuses = ['created', 'paid', 'failed'] as const;
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number];

/** Label shown on the success page when the gateway names no payment method. */
export const DEFAULT_PAYMENT_METHOD_LABEL = 'PayU Gateway';

/** Free wallet top-ups: whole rupees from ₹10 to ₹1,00,000 (in paise). */
export const WALLET_TOPUP_MIN_PAISE = 1_000;
export const WALLET_TOPUP_MAX_PAISE = 10_000_000;
/** Top-up buttons (₹500, ₹1,000, ₹2,000), shown while the balance is below ₹500. */
export const WALLET_TOPUP_PRESETS_PAISE = [50_000, 100_000, 200_000] as const;
export const LOW_BALANCE_THRESHOLD_PAISE = 50_000;

// ---------------------------------------------------------------------------------------------
// Price catalogue: current and original prices of every package sold. Prices are whole rupees; the server converts to paise.
// ---------------------------------------------------------------------------------------------

export const serviceGroups = ['tool', 'horoscope', 'divination', 'match-making'] as const;
export type ServiceGroup = (typeof serviceGroups)[number];

export interface CatalogueItem {
  group: ServiceGroup;
  /** The `service` query parameter / request field. */
  service: string;
  /** The `packageName` (or match-making `package`) the pages send; matched case-insensitively. */
  packageName: string;
  /** Other names the same item is asked for by (e.g. the match-making package ids). */
  aliases?: readonly string[];
  /** Current price in whole rupees. */
  price: number;
  /** Struck-through price in whole rupees, when there is one. */
  originalPrice?: number;
  popular?: boolean;
}

export const serviceCatalogue: readonly CatalogueItem[] = [
  { group: 'tool', service: 'birth-chart', packageName: 'Birth Chart Analysis', price: 299, originalPrice: 499 },
  { group: 'tool', service: 'compatibility', packageName: 'Compatibility Report', price: 399, originalPrice: 699, popular: true },
  { group: 'tool', service: 'daily-horoscope', packageName: 'Daily Horoscope', price: 99, originalPrice: 199 },
  { group: 'tool', service: 'advanced-calculations', packageName: 'Advanced Calculations', price: 799, originalPrice: 1299, popular: true },
  { group: 'tool', service: 'panchang', packageName: 'Panchang', price: 199, originalPrice: 299 },
  { group: 'tool', service: 'numerology', packageName: 'Numerology', price: 249, originalPrice: 399 },
  { group: 'tool', service: 'vastu', packageName: 'Vastu', price: 599, originalPrice: 999 },
  { group: 'tool', service: 'remedies', packageName: 'Remedies', price: 349, originalPrice: 599 },
  { group: 'horoscope', service: 'daily-horoscope', packageName: 'Daily Premium', aliases: ['Horoscope Daily Premium'], price: 199, originalPrice: 399 },
  { group: 'horoscope', service: 'weekly-horoscope', packageName: 'Weekly Premium', aliases: ['Horoscope Weekly Premium'], price: 499, originalPrice: 899 },
  { group: 'horoscope', service: 'monthly-horoscope', packageName: 'Monthly Premium', aliases: ['Horoscope Monthly Premium'], price: 799, originalPrice: 1299 },
  { group: 'divination', service: 'birth-chart', packageName: 'Divination Birth Chart', aliases: ['Vedic Birth Chart Reading'], price: 499, originalPrice: 799 },
  { group: 'divination', service: 'palmistry', packageName: 'Palmistry Reading', aliases: ['Palmistry'], price: 299, originalPrice: 499 },
  { group: 'divination', service: 'numerology', packageName: 'Numerology Reading', aliases: ['Divination Numerology'], price: 199, originalPrice: 399 },
  { group: 'divination', service: 'tarot', packageName: 'Tarot Reading', aliases: ['Tarot'], price: 349, originalPrice: 599 },
  { group: 'match-making', service: 'match-making', packageName: 'Basic Match Analysis', aliases: ['basic'], price: 299 },
  { group: 'match-making', service: 'match-making', packageName: 'Detailed Compatibility', aliases: ['detailed'], price: 599, popular: true },
  { group: 'match-making', service: 'match-making', packageName: 'Premium Match Making', aliases: ['premium'], price: 999 },
];

export const reportTypes = ['basic', 'comprehensive', 'premium'] as const;
export type ReportType = (typeof reportTypes)[number];

export interface ReportCatalogueItem {
  reportType: ReportType;
  packageName: string;
  price: number;
  originalPrice: number;
  pages: string;
  /** Years of Vimshottari dasha periods the report lists. */
  dashaYears: number;
  popular?: boolean;
}

export const reportCatalogue: Readonly<Record<ReportType, ReportCatalogueItem>> = {
  basic: { reportType: 'basic', packageName: 'Basic Report', price: 199, originalPrice: 499, pages: '10-15 pages', dashaYears: 5 },
  comprehensive: {
    reportType: 'comprehensive', packageName: 'Comprehensive Report', price: 399, originalPrice: 799, pages: '25-30 pages', dashaYears: 10, popular: true,
  },
  premium: { reportType: 'premium', packageName: 'Premium Report', price: 599, originalPrice: 999, pages: '40+ pages', dashaYears: 20 },
};
export const DEFAULT_REPORT_TYPE: ReportType = 'comprehensive';

function normalizeName(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The catalogue item a page asks for, or undefined when the pair is not on sale. */
export function findCatalogueItem(service: string, packageName: string): CatalogueItem | undefined {
  const wantedService = normalizeName(service);
  const wantedPackage = normalizeName(packageName);
  return serviceCatalogue.find(
    (item) =>
      item.service === wantedService &&
      [item.packageName, ...(item.aliases ?? [])].some((name) => normalizeName(name) === wantedPackage),
  );
}

/** Rounded saving over the original price, e.g. 199 of 399 -> 50. */
export function discountPercent(price: number, originalPrice: number): number {
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const rupeeText = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;
export const walletTopUpAmountMessage = `Top-up amount must be whole rupees from ${rupeeText(WALLET_TOPUP_MIN_PAISE)} to ${rupeeText(WALLET_TOPUP_MAX_PAISE)}`;

/** POST /api/payment/wallet/recharge: `amount` in paise, whole rupees within the top-up bounds. */
export const walletRechargeRequestSchema = z.object({
  amount: z.coerce
    .number({ message: walletTopUpAmountMessage })
    .int(walletTopUpAmountMessage)
    .min(WALLET_TOPUP_MIN_PAISE, walletTopUpAmountMessage)
    .max(WALLET_TOPUP_MAX_PAISE, walletTopUpAmountMessage)
    .refine((paise) => paise % 100 === 0, walletTopUpAmountMessage),
});
export type WalletRechargeRequest = z.input<typeof walletRechargeRequestSchema>;

const durationMessage = `Duration must be ${consultationDurations.slice(0, -1).join(', ')} or ${consultationDurations.at(-1)} minutes`;
const durationSchema = z.coerce
  .number({ message: durationMessage })
  .int(durationMessage)
  .refine((minutes) => (consultationDurations as readonly number[]).includes(minutes), durationMessage);

const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional();

/**
 * POST /api/payment/wallet/create ("Add ₹X and book"): tops the wallet up by what is missing for a
 * package, i.e. max(0, package price - balance), computed on the server. `amount` is accepted and
 * ignored. The order carries the package and its price (fixed now); when the gateway confirms the
 * payment the server books the consultation itself, once, and the browser lands on /chat/{id}.
 */
export const walletTopUpRequestSchema = z.object({
  astrologerId: idSchema,
  duration: durationSchema,
  amount: z.unknown().optional(),
  description: optionalText(200),
  topic: optionalText(200),
  userDetails: bookingUserDetailsSchema.optional(),
});
export type WalletTopUpRequest = z.input<typeof walletTopUpRequestSchema>;

/** The booking page's payment form. */
export const bookingPaymentDetailsSchema = z.object({
  name: z.string({ message: messages.nameMin }).trim().min(2, messages.nameMin).max(100, 'Name must be at most 100 characters'),
  email: z.string({ message: messages.invalidEmail }).trim().toLowerCase().email(messages.invalidEmail),
  phone: z.string({ message: messages.phoneMin }).trim().min(10, messages.phoneMin).max(20, 'Phone number must be at most 20 characters'),
});
export type BookingPaymentDetails = z.infer<typeof bookingPaymentDetailsSchema>;

/**
 * POST /api/payment/create (booking page). The amount is the package price (packagePriceInPaise); a
 * client `amount` is ignored. consultationId 0 means "not booked yet": the paid amount lands in the
 * wallet and, when the gateway confirms it, the server books the package from it (as wallet/create).
 */
export const bookingPaymentRequestSchema = z.object({
  consultationId: z.coerce.number({ message: 'consultationId must be a whole number' }).int().nonnegative().default(0),
  astrologerId: idSchema,
  duration: durationSchema,
  amount: z.unknown().optional(),
  userDetails: bookingPaymentDetailsSchema,
  topic: optionalText(200),
  /** Birth details for the chat (the booking page's optional step). */
  birthDetails: bookingUserDetailsSchema.optional(),
});
export type BookingPaymentRequest = z.input<typeof bookingPaymentRequestSchema>;

export const unknownServiceMessage = 'This service package is not available';

/**
 * POST /api/payment/service/create. The price comes from the catalogue by (service, packageName);
 * match-making pages may send `package` instead of `packageName`. `amount` is ignored.
 */
export const servicePaymentRequestSchema = z
  .object({
    service: z.string({ message: unknownServiceMessage }).trim().min(1, unknownServiceMessage).max(60),
    packageName: z.string().trim().max(100).optional(),
    package: z.string().trim().max(100).optional(),
    amount: z.unknown().optional(),
    description: optionalText(300),
    /** After a successful payment the home page sends the customer on to /astrologers. */
    redirect: z.enum(['astrologers']).optional(),
    category: z.string().trim().regex(/^[a-z-]{1,30}$/, 'Invalid category').optional(),
    /**
     * The item's inputs (deliverableInputSchemas[item.input] of deliverables.ts), checked before payment:
     * 400 with field messages under `inputs.<field>`. Without them the paid order waits for
     * PUT /api/payment/orders/{txnid}/details.
     */
    inputs: z.record(z.string(), z.unknown()).optional(),
  })
  .transform(({ package: packageAlias, packageName, ...rest }) => ({ ...rest, packageName: packageName || packageAlias || '' }))
  .refine((request) => request.packageName.length > 0, { message: unknownServiceMessage, path: ['packageName'] });
export type ServicePaymentRequest = z.input<typeof servicePaymentRequestSchema>;

/** Messages of the astrological report form. */
export const reportFormMessages = {
  name: messages.nameMin,
  email: 'Please enter a valid email address',
  phone: messages.phoneMin,
  gender: 'Please select your gender',
  birthDate: 'Birth date is required',
  birthDateInvalid: 'Please enter a valid birth date',
  birthDateFuture: 'Birth date cannot be in the future',
  birthTime: 'Birth time is required',
  birthTimeInvalid: 'Please enter a valid birth time',
  birthPlace: 'Birth place is required',
  reportType: 'Please select a report type',
} as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The astrological report form; the optional coordinates are filled from the place search. */
export const reportFormSchema = z.object({
  name: z.string({ message: reportFormMessages.name }).trim().min(2, reportFormMessages.name).max(100, 'Name must be at most 100 characters'),
  email: z.string({ message: reportFormMessages.email }).trim().toLowerCase().email(reportFormMessages.email),
  phone: z.string({ message: reportFormMessages.phone }).trim().min(10, reportFormMessages.phone).max(20, 'Phone number must be at most 20 characters'),
  gender: z.enum(['male', 'female', 'other'], { message: reportFormMessages.gender }),
  birthDate: z
    .string({ message: reportFormMessages.birthDate })
    .trim()
    .min(1, reportFormMessages.birthDate)
    .refine((value) => isRealCalendarDate(value) && value >= '1800-01-01', reportFormMessages.birthDateInvalid)
    // A day of slack: "today" in India is still "yesterday" in UTC for a few hours.
    .refine((value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), reportFormMessages.birthDateFuture),
  birthTime: z
    .string({ message: reportFormMessages.birthTime })
    .trim()
    .min(1, reportFormMessages.birthTime)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, reportFormMessages.birthTimeInvalid),
  birthPlace: z.string({ message: reportFormMessages.birthPlace }).trim().min(2, reportFormMessages.birthPlace).max(200, 'Birth place must be at most 200 characters'),
  latitude: z.preprocess(blankToUndefined, z.coerce.number().min(-90).max(90).optional()),
  longitude: z.preprocess(blankToUndefined, z.coerce.number().min(-180).max(180).optional()),
  timezone: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
  questions: z.preprocess(blankToUndefined, z.string().trim().max(2000, 'Questions must be at most 2000 characters').optional()),
  reportType: z.enum(reportTypes, { message: reportFormMessages.reportType }),
});
export type ReportForm = z.infer<typeof reportFormSchema>;

/**
 * POST /api/payment/astrological-report/create. `formData` is the whole form, either as an object
 * or URL-encoded (the old client serialised it); `reportType` may sit inside it or beside it.
 * The amount comes from the report catalogue.
 */
export const reportPaymentRequestSchema = z.object({
  formData: z.union([z.string().max(10_000), z.record(z.string(), z.unknown())], { message: 'formData is required' }),
  reportType: z.enum(reportTypes, { message: reportFormMessages.reportType }).optional(),
  amount: z.unknown().optional(),
  packageName: optionalText(100),
  description: optionalText(300),
});
export type ReportPaymentRequest = z.input<typeof reportPaymentRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/** The hidden fields the browser posts to the gateway. `amount` is rupees with two decimals. */
export const paymentDataSchema = z.object({
  key: z.string(),
  txnid: z.string(),
  amount: z.string(),
  productinfo: z.string(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string(),
  surl: z.string(),
  furl: z.string(),
  hash: z.string(),
  udf1: z.string(),
  udf2: z.string(),
  udf3: z.string(),
  udf4: z.string(),
  udf5: z.string(),
});
export type PaymentData = z.infer<typeof paymentDataSchema>;

export const createPaymentResponseSchema = z.object({
  paymentUrl: z.string(),
  paymentData: paymentDataSchema,
  txnid: z.string(),
  /** The amount the server fixed, in paise. */
  amount: z.number().int().positive(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** POST /api/payment/wallet/recharge also returns a self-submitting HTML form. */
export const walletRechargeResponseSchema = createPaymentResponseSchema.extend({
  success: z.literal(true),
  paymentForm: z.string(),
});
export type WalletRechargeResponse = z.infer<typeof walletRechargeResponseSchema>;

/** GET /api/payment/orders/{txnid}: what the success page shows (owner only). */
export const paymentOrderSchema = z.object({
  txnid: z.string(),
  kind: z.enum(paymentKinds),
  status: z.enum(paymentOrderStatuses),
  /** Paise. */
  amount: z.number().int().positive(),
  productinfo: z.string(),
  paymentMethod: z.string().optional(),
  createdAt: z.string(),
  completedAt: z.string().optional(),
  /** Booking and wallet top-up orders: the package the money is for. */
  astrologerId: z.number().int().positive().optional(),
  duration: z.number().int().positive().optional(),
  service: z.string().optional(),
  packageName: z.string().optional(),
  reportType: z.enum(reportTypes).optional(),
  /** Report orders once the PDF exists: GET /api/download-report/{reportFile}. */
  reportFile: z.string().optional(),
  /**
   * Orders that book a package ("Add ₹X and book", the booking page): the package price fixed when the
   * order was made, and what became of the booking once paid. booked: consultationId is the session
   * (the landing URL is /chat/{consultationId}); failed: the money stayed in the wallet and
   * bookingError says why.
   */
  packagePrice: z.number().int().positive().optional(),
  bookingStatus: z.enum(['pending', 'booked', 'failed']).optional(),
  consultationId: z.number().int().positive().optional(),
  bookingError: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** Query parameters the server puts on the home page after a service or report payment. */
export const paymentReturnResults = ['success', 'failed', 'error'] as const;
export type PaymentReturnResult = (typeof paymentReturnResults)[number];
export const paymentReturnTypes = ['service', 'astrological-report', 'wallet'] as const;
export type PaymentReturnType = (typeof paymentReturnTypes)[number];
