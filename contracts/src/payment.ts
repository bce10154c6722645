import { z } from 'zod';
import { isRealCalendarDate } from './astrology/birth-input';
import { reportChartStyles } from './astrology/chart-styles';
import { consultationChannels } from './call';
import { bookingUserDetailsSchema, consultationDurations } from './consultation';
import { idSchema } from './ids';
import { messages } from './messages';
import { reportTypes } from './price-catalogue';
import { validationText } from './validation-text';

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

/**
 * What a top-up must add so the wallet covers `pricePaise`: the missing part rounded up to whole rupees (top-ups
 * are whole rupees), 0 when nothing is missing. The server computes the same amount; pages call this to show it.
 */
export function topUpToCoverInPaise(pricePaise: number, balancePaise: number): number {
  return Math.ceil(Math.max(0, pricePaise - balancePaise) / 100) * 100;
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const rupeeText = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;
export const walletTopUpAmountMessage = validationText('wallet.topUpAmount', { min: rupeeText(WALLET_TOPUP_MIN_PAISE), max: rupeeText(WALLET_TOPUP_MAX_PAISE) });

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

const durationMessage = validationText('consultation.durationOf', { choices: consultationDurations.slice(0, -1).join(', '), last: consultationDurations.at(-1) ?? 0 });
const durationSchema = z.coerce
  .number({ message: durationMessage })
  .int(durationMessage)
  .refine((minutes) => (consultationDurations as readonly number[]).includes(minutes), durationMessage);

/** Chat or call: the package is priced at that channel's rate and booked on it once paid (chat when left out). */
const channelSchema = z.enum(consultationChannels, { message: "channel must be 'chat' or 'call'" }).default('chat');

const optionalText = (max: number) => z.string().trim().max(max, validationText('common.tooLong', { max })).optional();

/**
 * POST /api/payment/wallet/create ("Add ₹X and book"): tops the wallet up by what is missing for a
 * package, i.e. max(0, package price - balance), computed on the server (a client sends no amount).
 * The order carries the package and its price (fixed now); when the gateway confirms the
 * payment the server books the consultation itself, once, and the browser lands on /chat/{id}.
 */
export const walletTopUpRequestSchema = z.object({
  astrologerId: idSchema,
  duration: durationSchema,
  channel: channelSchema,
  topic: optionalText(200),
  userDetails: bookingUserDetailsSchema.optional(),
});
export type WalletTopUpRequest = z.input<typeof walletTopUpRequestSchema>;

/** The booking page's payment form. */
export const bookingPaymentDetailsSchema = z.object({
  name: z.string({ message: messages.nameMin }).trim().min(2, messages.nameMin).max(100, validationText('name.max', { max: 100 })),
  email: z.string({ message: messages.invalidEmail }).trim().toLowerCase().email(messages.invalidEmail),
  phone: z.string({ message: messages.phoneMin }).trim().min(10, messages.phoneMin).max(20, validationText('phone.max', { max: 20 })),
});
export type BookingPaymentDetails = z.infer<typeof bookingPaymentDetailsSchema>;

/**
 * POST /api/payment/create (booking page). The amount is the package price (packagePriceInPaise), computed on the
 * server. consultationId 0 means "not booked yet": the paid amount lands in the
 * wallet and, when the gateway confirms it, the server books the package from it (as wallet/create).
 */
export const bookingPaymentRequestSchema = z.object({
  consultationId: z.coerce.number({ message: validationText('payment.consultationId') }).int().nonnegative().default(0),
  astrologerId: idSchema,
  duration: durationSchema,
  channel: channelSchema,
  userDetails: bookingPaymentDetailsSchema,
  topic: optionalText(200),
  /** Birth details for the chat (the booking page's optional step). */
  birthDetails: bookingUserDetailsSchema.optional(),
});
export type BookingPaymentRequest = z.input<typeof bookingPaymentRequestSchema>;

export const unknownServiceMessage = validationText('payment.unknownService');

/**
 * POST /api/payment/service/create. The price comes from the catalogue by (service, packageName); the packageName
 * may be one of the item's aliases (match-making's basic, detailed, premium).
 */
export const servicePaymentRequestSchema = z
  .object({
    service: z.string({ message: unknownServiceMessage }).trim().min(1, unknownServiceMessage).max(60),
    packageName: z.string({ message: unknownServiceMessage }).trim().min(1, unknownServiceMessage).max(100),
    /** After a successful payment the home page sends the customer on to /astrologers. */
    redirect: z.enum(['astrologers']).optional(),
    category: z.string().trim().regex(/^[a-z-]{1,30}$/, validationText('payment.category')).optional(),
    /**
     * The item's inputs (deliverableInputSchemas[item.input] of deliverables.ts), checked before payment:
     * 400 with field messages under `inputs.<field>`. Without them the paid order waits for
     * PUT /api/payment/orders/{txnid}/details.
     */
    inputs: z.record(z.string(), z.unknown()).optional(),
  });
export type ServicePaymentRequest = z.input<typeof servicePaymentRequestSchema>;

/** Messages of the astrological report form. */
export const reportFormMessages = {
  name: messages.nameMin,
  email: validationText('email.invalidPlease'),
  phone: messages.phoneMin,
  gender: validationText('report.gender'),
  birthDate: validationText('report.birthDate'),
  birthDateInvalid: validationText('report.birthDateInvalid'),
  birthDateFuture: validationText('report.birthDateFuture'),
  birthTime: validationText('report.birthTime'),
  birthTimeInvalid: validationText('report.birthTimeInvalid'),
  birthPlace: validationText('report.birthPlace'),
  reportType: validationText('report.reportType'),
  questionsPremiumOnly: validationText('report.questionsPremiumOnly'),
} as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The astrological report form; the optional coordinates are filled from the place search. */
export const reportFormSchema = z.object({
  name: z.string({ message: reportFormMessages.name }).trim().min(2, reportFormMessages.name).max(100, validationText('name.max', { max: 100 })),
  email: z.string({ message: reportFormMessages.email }).trim().toLowerCase().email(reportFormMessages.email),
  phone: z.string({ message: reportFormMessages.phone }).trim().min(10, reportFormMessages.phone).max(20, validationText('phone.max', { max: 20 })),
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
  birthPlace: z.string({ message: reportFormMessages.birthPlace }).trim().min(2, reportFormMessages.birthPlace).max(200, validationText('report.birthPlaceMax', { max: 200 })),
  latitude: z.preprocess(blankToUndefined, z.coerce.number().min(-90).max(90).optional()),
  longitude: z.preprocess(blankToUndefined, z.coerce.number().min(-180).max(180).optional()),
  timezone: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
  /** Premium only: an astrologer answers them through the fulfilment queue; the other tiers are refused them (400). */
  questions: z.preprocess(blankToUndefined, z.string().trim().max(2000, validationText('report.questionsMax', { max: 2000 })).optional()),
  reportType: z.enum(reportTypes, { message: reportFormMessages.reportType }),
  /** The charts' style in the report; unset: the order language's own (defaultChartStyleFor: South Indian for Tamil, Telugu, Kannada and Malayalam, else North Indian). */
  chartStyle: z.preprocess(blankToUndefined, z.enum(reportChartStyles, { message: validationText('report.chartStyle') }).optional()),
}).refine((form) => form.questions === undefined || form.reportType === 'premium', { message: reportFormMessages.questionsPremiumOnly, path: ['questions'] });
export type ReportForm = z.infer<typeof reportFormSchema>;

/**
 * POST /api/payment/astrological-report/create. `formData` is the report form as an object (reportFormSchema checks
 * it); `reportType` may sit inside it or beside it. The amount comes from the report catalogue.
 */
export const reportPaymentRequestSchema = z.object({
  formData: z.record(z.string(), z.unknown(), { message: validationText('payment.formData') }),
  reportType: z.enum(reportTypes, { message: reportFormMessages.reportType }).optional(),
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
