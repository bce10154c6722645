import { randomBytes } from 'node:crypto';
import { DEFAULT_UI_LANGUAGE, type CreatePaymentResponse, type PaymentKind, type UiLanguage, type User } from '@astrosetu/contracts';
import { nextSequenceValue } from '../../../db/sequence';
import { AppError } from '../../../shared/errors/app-error';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { buildPaymentData } from '../gateway/payment-form';
import { paymentOrderRepository, type PaymentOrderDetails } from '../../payment-orders/payment-order.repository';
import { apiText } from '../../../shared/i18n/api-text';

export interface StartPaymentInput {
  customer: User;
  kind: PaymentKind;
  /** Paise, decided by the calling use case (catalogue, rate x minutes or a validated top-up). */
  amount: number;
  productinfo: string;
  /** Who pays as the gateway shows it; default the account's name, email and phone. */
  payer?: { name?: string; email?: string; phone?: string };
  details: PaymentOrderDetails;
  /** The language the order was bought in: its e-mails, receipt and PDFs are written in it. Default: the account's. */
  language?: UiLanguage;
}

/** PayU caps the amount per transaction far above this; ours is a sanity bound against bugs. */
const MAX_ORDER_PAISE = 10_000_000;

/**
 * Transaction ids are short (the gateway allows 25 characters), unique through the order's sequence
 * number and unguessable through the random tail, so one id cannot be derived from another.
 */
function newTxnid(orderId: number): string {
  return `AS${orderId.toString(36).toUpperCase()}X${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Hashed fields are joined with '|', so a '|' inside a value would shift every field after it: strip
 * them, with control characters, from whatever a customer typed.
 */
export function gatewaySafeText(text: string, max: number): string {
  return text.replace(/[|\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** PayU's firstname accepts letters, spaces and dots only. */
function gatewayFirstName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\s.]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);
  return cleaned || 'Customer';
}

const isDuplicateKey = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * Inserts with an id from the order sequence; should that id already be taken (a counter behind its collection, as
 * after a restore, or the embedded engine's answer to a write it had already applied), the next one is taken, at
 * most three times, so that a customer is never told "This record already exists" for a new payment.
 */
async function withFreshOrderId<T>(insert: (id: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const id = await nextSequenceValue('payment_orders');
    try {
      return await insert(id);
    } catch (error) {
      if (!isDuplicateKey(error) || attempt >= 3) throw error;
    }
  }
}

/** Creates the order and answers with the signed gateway form fields. */
export async function startPayment(input: StartPaymentInput, settings: GatewaySettings): Promise<CreatePaymentResponse> {
  if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > MAX_ORDER_PAISE) {
    throw AppError.badRequest(apiText('errors.payments.paymentAmountValid'));
  }
  const order = await withFreshOrderId((id) =>
    paymentOrderRepository.create({
      id,
      txnid: newTxnid(id),
      userId: input.customer.id,
      kind: input.kind,
      amount: input.amount,
      gateway: settings.mode,
      key: settings.key,
      productinfo: gatewaySafeText(input.productinfo, 100) || 'AstroSetu payment',
      firstname: gatewayFirstName(input.payer?.name ?? input.customer.username),
      email: gatewaySafeText(input.payer?.email ?? input.customer.email, 100),
      phone: gatewaySafeText(input.payer?.phone ?? input.customer.phone ?? '', 20),
      // Echoed back by the gateway: lets a log line of a callback be read without a database lookup.
      udf1: input.kind,
      udf2: String(input.customer.id),
      language: input.language ?? input.customer.uiLanguage ?? DEFAULT_UI_LANGUAGE,
      details: { ...input.details, buyerName: (input.payer?.name ?? input.customer.username).trim().slice(0, 100) },
    }),
  );
  return {
    paymentUrl: settings.paymentUrl,
    paymentData: buildPaymentData(order, settings),
    txnid: order.txnid,
    amount: order.amount,
  };
}
