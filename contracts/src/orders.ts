import { z } from 'zod';
import { deliverableInputKinds, fulfilmentChecklistKeys, fulfilmentModes } from './deliverables';
import { pageSchema } from './paging';
import { paymentKinds, paymentOrderStatuses } from './payment';
import { reportTypes } from './price-catalogue';
import { taxDocumentKinds } from './tax';
import { validationText } from './validation-text';

/**
 * Orders as their customer sees them (GET /api/payment/orders, GET /api/payment/orders/{txnid}), the
 * fulfilment of what was bought (docs/orders.md), receipts, and the astrologers' fulfilment queue.
 */

/**
 * Where the thing bought stands.
 * - awaiting-details: paid, but the item's inputs are missing (an old link): PUT .../details starts the clock.
 * - in-progress: inputs are there; being built, waiting for an astrologer, or (scheduled) readings still to come.
 * - delivered: everything promised is available.
 * - refunded: not delivered by `dueBy` (or could not be built): the amount went back to the wallet.
 */
export const fulfilmentStatuses = ['awaiting-details', 'in-progress', 'delivered', 'refunded'] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** An astrologer's written answer (markdown; the web renders it with its sanitising renderer). */
export const astrologerAnswerSchema = z.object({
  astrologerName: z.string(),
  markdown: z.string(),
  answeredAt: z.string(),
});
export type AstrologerAnswer = z.infer<typeof astrologerAnswerSchema>;

/** Where the deliverable is: a PDF to download and/or a page of the site, and its on-site view data. */
export const orderDeliverableSchema = z.object({
  title: z.string(),
  /** GET (bearer token, owner only): the PDF. */
  downloadUrl: z.string().optional(),
  /** A page of the site showing it (e.g. /purchases/{txnid}). */
  viewUrl: z.string().optional(),
  /** Automatic services: the DeliverableView of modules/deliverables (the web's deliverable view renders it). */
  view: z.unknown().optional(),
  /** Astrologer items and Premium reports once answered. */
  answer: astrologerAnswerSchema.optional(),
});
export type OrderDeliverable = z.infer<typeof orderDeliverableSchema>;

/** One reading of a scheduled premium horoscope package, available from the start of its period. */
export const periodReadingSchema = z.object({
  /** 1-based. */
  index: z.number().int().positive(),
  /** The period it covers, ISO instants (IST calendar boundaries). */
  start: z.string(),
  end: z.string(),
  title: z.string(),
  downloadUrl: z.string(),
  view: z.unknown().optional(),
  deliveredAt: z.string(),
});
export type PeriodReading = z.infer<typeof periodReadingSchema>;

export const orderFulfilmentSchema = z.object({
  status: z.enum(fulfilmentStatuses),
  /** Absent while awaiting details (the clock has not started) and for wallet payments. */
  dueBy: z.string().optional(),
  deliveredAt: z.string().optional(),
  refundedAt: z.string().optional(),
  /** Why it was refunded, in a sentence for the customer. */
  refundReason: z.string().optional(),
  deliverable: orderDeliverableSchema.optional(),
  /** Scheduled items: the readings made available so far, oldest first, and how many the package has. */
  readings: z.array(periodReadingSchema).optional(),
  readingsTotal: z.number().int().positive().optional(),
  /** When the next reading becomes available (scheduled items still running). */
  nextReadingAt: z.string().optional(),
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

/** What an order's item is, from the deliverables table (service and report orders). */
export const orderItemSchema = z.object({
  key: z.string(),
  mode: z.enum(fulfilmentModes),
  input: z.enum(deliverableInputKinds),
  receives: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderReceiptSchema = z.object({
  /** A tax invoice (a report or service bought at the gateway) or a payment receipt (wallet credit: no GST, docs/tax.md). */
  kind: z.enum(taxDocumentKinds),
  /** The document's number: AS2627/000001 from the gap-free tax-invoice sequence, PR2627/000001 for a payment receipt. */
  invoiceNumber: z.string(),
  /** GET (bearer token, owner only): the receipt PDF. */
  downloadUrl: z.string(),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/** A line of GET /api/payment/orders. */
export const orderSummarySchema = z.object({
  txnid: z.string(),
  kind: z.enum(paymentKinds),
  status: z.enum(paymentOrderStatuses),
  /** Paise. */
  amount: z.number().int().positive(),
  /** As the gateway was told, in English (it is hashed with the payment): not for display, see `title`. */
  productinfo: z.string(),
  /**
   * The item's name in the request's language ("अमित के साथ 15 मिनट का परामर्श"), composed by the API like the
   * receipt's; absent only from answers of an API older than issue 38 (then show `packageName ?? productinfo`).
   */
  title: z.string().optional(),
  createdAt: z.string(),
  completedAt: z.string().optional(),
  service: z.string().optional(),
  packageName: z.string().optional(),
  reportType: z.enum(reportTypes).optional(),
  item: orderItemSchema.optional(),
  /** Paid orders. */
  fulfilment: orderFulfilmentSchema.optional(),
  receipt: orderReceiptSchema.optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/payment/orders/{txnid}: the summary plus the inputs given (for the customer to check). */
export const orderDetailSchema = orderSummarySchema.extend({
  paymentMethod: z.string().optional(),
  astrologerId: z.number().int().positive().optional(),
  duration: z.number().int().positive().optional(),
  /** The report form (report orders, reportFile once the PDF exists: GET /api/download-report/{reportFile}). */
  reportFile: z.string().optional(),
  /** The item's inputs as validated (service orders). */
  inputs: z.record(z.string(), z.unknown()).optional(),
  /**
   * Orders that book a package ("Add ₹X and book", the booking page): the package price fixed when the
   * order was made, and what became of the booking once paid (see paymentOrderSchema).
   */
  packagePrice: z.number().int().positive().optional(),
  bookingStatus: z.enum(['pending', 'booked', 'failed']).optional(),
  consultationId: z.number().int().positive().optional(),
  bookingError: z.string().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * An order's path parameter: its transaction id (letters and digits, as the server generates them). Anything else
 * is a 400 before any lookup; the customer's orders and the fulfilment queue both take it.
 */
export const txnidParamsSchema = z.object({ txnid: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Unknown transaction') });
/** GET /api/payment/orders/{txnid}/readings/{index}: one of a scheduled order's period readings. */
export const orderReadingParamsSchema = txnidParamsSchema.extend({ index: z.coerce.number().int().positive().max(400) });

/** GET /api/payment/orders?page&pageSize: newest first; orders whose payment never came back are left out. */
export const orderListQuerySchema = z.object({
  page: z.coerce.number({ message: validationText('orders.page') }).int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number({ message: validationText('orders.pageSize') }).int().min(1).max(100).default(20),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export const orderPageSchema = pageSchema(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

/**
 * PUT /api/payment/orders/{txnid}/details: the item's inputs for a paid order that has none (validated
 * with deliverableInputSchemas[item.input]; a report order sends the report form). Answers with the order.
 */
export const orderDetailsRequestSchema = z.object({
  inputs: z.record(z.string(), z.unknown(), { message: validationText('orders.inputs') }),
});
export type OrderDetailsRequest = z.input<typeof orderDetailsRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Order images (palm photos, floor plans): POST /api/uploads/order-image, multipart field "image".
// ---------------------------------------------------------------------------------------------

/** The `file` goes into the item's inputs (leftPalm, rightPalm, floorPlan). */
export const orderImageResponseSchema = z.object({
  file: z.string(),
  /** GET (bearer token): readable by its uploader, an astrologer who claimed its order, and admins. */
  url: z.string(),
  contentType: z.string(),
  size: z.number().int().positive(),
});
export type OrderImageResponse = z.infer<typeof orderImageResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Fulfilment queue (approved astrologers; admins see all of it)
// ---------------------------------------------------------------------------------------------

export const fulfilmentTaskStates = ['open', 'claimed', 'delivered', 'refunded'] as const;
export type FulfilmentTaskState = (typeof fulfilmentTaskStates)[number];

/** An order that needs a person. */
export const fulfilmentTaskSchema = z.object({
  txnid: z.string(),
  itemKey: z.string(),
  title: z.string(),
  input: z.enum(deliverableInputKinds),
  state: z.enum(fulfilmentTaskStates),
  paidAt: z.string(),
  dueBy: z.string(),
  overdue: z.boolean(),
  claimedBy: z.object({ astrologerId: z.number().int().positive(), name: z.string() }).optional(),
  claimedAt: z.string().optional(),
  deliveredAt: z.string().optional(),
});
export type FulfilmentTask = z.infer<typeof fulfilmentTaskSchema>;

/** GET /api/fulfilment/tasks/{txnid} (the astrologer who claimed it, or an admin): the inputs to work from. */
export const fulfilmentTaskDetailSchema = fulfilmentTaskSchema.extend({
  customerName: z.string(),
  inputs: z.record(z.string(), z.unknown()),
  /** Uploaded images of the inputs: field name -> URL (GET with the bearer token). */
  images: z.array(z.object({ field: z.string(), url: z.string() })),
  /** What the item's card promises: the elements the written answer must cover (deliverableItems' checklist). */
  checklist: z.array(z.enum(fulfilmentChecklistKeys)),
  /** Premium reports: the PDF already built without the answers (GET with the bearer token). */
  reportUrl: z.string().optional(),
  /** The saved draft or the delivered answer. */
  answer: astrologerAnswerSchema.optional(),
});
export type FulfilmentTaskDetail = z.infer<typeof fulfilmentTaskDetailSchema>;

/** GET /api/fulfilment/tasks?scope=open|mine. */
export const fulfilmentTaskQuerySchema = z.object({
  scope: z.enum(['open', 'mine'], { message: validationText('orders.scopeOpenMine') }).default('open'),
});
/** GET /api/admin/fulfilment?scope=all|overdue (admins). */
export const adminFulfilmentQuerySchema = z.object({
  scope: z.enum(['all', 'overdue'], { message: validationText('orders.scopeAllOverdue') }).default('all'),
});
export const fulfilmentTaskListSchema = z.object({ items: z.array(fulfilmentTaskSchema) });
export type FulfilmentTaskList = z.infer<typeof fulfilmentTaskListSchema>;

export const answerMarkdownMessage = validationText('orders.answer');
/** POST /api/fulfilment/tasks/{txnid}/deliver: the answer, delivered to the customer at once. */
export const fulfilmentAnswerRequestSchema = z.object({
  markdown: z.string({ message: answerMarkdownMessage }).trim().min(50, answerMarkdownMessage).max(20_000, validationText('orders.answerMax')),
});
export type FulfilmentAnswerRequest = z.infer<typeof fulfilmentAnswerRequestSchema>;

/** PUT /api/fulfilment/tasks/{txnid}/draft: a draft of the answer, kept for the astrologer only. */
export const fulfilmentDraftRequestSchema = z.object({
  markdown: z.string({ message: validationText('orders.draftNotText') }).max(20_000, validationText('orders.answerMax')),
});
export type FulfilmentDraftRequest = z.infer<typeof fulfilmentDraftRequestSchema>;
