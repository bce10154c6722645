import type { ClientSession } from 'mongoose';
import { walletPaymentKinds } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import type { DomainEvents } from '../../../shared/events/domain-events';
import type { Logger } from '../../../shared/logging/logger';
import { notifyUsers } from '../../notifications/use-cases/notify-users';
import { userRepository } from '../../users/user.repository';
import { creditWallet } from '../../wallet/use-cases/credit-wallet';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { gatewayAmountToPaise, verifyPayuResponseHash } from '../gateway/payu-hash';
import { bookingLandingUrl, landingUrl, untrustedLandingUrl } from '../payment-landing';
import { paymentOrderRepository, type FulfilmentRecord, type PaymentOrderRecord } from '../../payment-orders/payment-order.repository';
import { formatRupees } from '../../../shared/text/format-rupees';
import { itemOfOrder } from '../order-item';
import { issueVouchersForOrder } from '../../vouchers/use-cases/issue-vouchers';
import { nextInvoiceNumber, nextPaymentReceiptNumber } from '../../receipts/invoice-sequence';
import { placeOfSupply } from '../../receipts/place-of-supply';
import type { SessionSettings } from '../../consultations/session-settings';
import { bookPaidPackage } from './book-paid-package';
import { creditRechargeBonus } from '../../recharge-packs/use-cases/credit-recharge-bonus';
import { recordPayment } from '../../../shared/metrics/metrics';
import { apiText, type LocalizedText } from '../../../shared/i18n/api-text';
import { productName, reportName } from '../product-name';

/** The form fields the gateway posts back (all text; unknown fields are ignored). */
export type GatewayCallbackFields = Record<string, string | undefined>;

export type CallbackOutcome =
  /** This callback completed the order. */
  | 'applied'
  /** The order had already been completed by an earlier (or concurrent) callback: nothing changed. */
  | 'already-applied'
  /** The gateway reports the payment as still pending: nothing changed yet. */
  | 'pending'
  /** Not trustworthy (unknown txnid, wrong key, changed amount, bad hash): nothing changed. */
  | 'rejected';

export interface CallbackResult {
  outcome: CallbackOutcome;
  redirectUrl: string;
  txnid?: string;
}

export interface CallbackDeps {
  settings: GatewaySettings;
  logger: Logger;
  /** This app's domain events: a paid package's booking publishes consultation.booked on them. */
  events: DomainEvents;
  /** This API's booking and billing settings: a paid package's booking, and the seller's state for the place of supply. */
  sessionSettings: SessionSettings;
  /**
   * Inside the payment's transaction: gives a paid order the fulfilment it starts with and answers it (null when
   * the order delivers nothing). The fulfilment module fills it (the server wires it), so payments never imports it.
   */
  startFulfilment(order: PaymentOrderRecord, session: ClientSession): Promise<FulfilmentRecord | null>;
  /** Enqueues what follows a payment (receipt, fulfilment): called after the commit, must not wait for the work. */
  afterPaid(order: PaymentOrderRecord): Promise<void>;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** Why a callback cannot be trusted, or undefined when it can. */
function rejectionReason(order: PaymentOrderRecord, fields: GatewayCallbackFields, settings: GatewaySettings): string | undefined {
  if (order.gateway !== settings.mode || order.key !== settings.key) return 'the order was signed for another gateway configuration';
  if (fields.key !== order.key) return `key ${JSON.stringify(fields.key)} is not our merchant key`;
  if (gatewayAmountToPaise(fields.amount) !== order.amount) return `amount ${JSON.stringify(fields.amount)} differs from the order's ${order.amount} paise`;
  const hashed = {
    key: fields.key ?? '',
    txnid: fields.txnid ?? '',
    amount: fields.amount ?? '',
    productinfo: fields.productinfo ?? '',
    firstname: fields.firstname ?? '',
    email: fields.email ?? '',
    udf1: fields.udf1,
    udf2: fields.udf2,
    udf3: fields.udf3,
    udf4: fields.udf4,
    udf5: fields.udf5,
    status: fields.status ?? '',
    additionalCharges: fields.additionalCharges,
  };
  if (!verifyPayuResponseHash(hashed, settings.salt, fields.hash)) return 'the response hash does not verify';
  if (hashed.productinfo !== order.productinfo || hashed.email !== order.email) return 'hashed fields differ from the order';
  return undefined;
}

function notificationFor(order: PaymentOrderRecord): { title: LocalizedText; message: LocalizedText } {
  const amount = formatRupees(order.amount);
  if (order.status === 'failed') {
    return { title: apiText('notifications.payment.failedTitle'), message: apiText('notifications.payment.failed', { amount, product: productName(order) }) };
  }
  if (walletPaymentKinds.includes(order.kind)) {
    return { title: apiText('notifications.payment.walletTitle'), message: apiText('notifications.payment.wallet', { amount, txnid: order.txnid }) };
  }
  if (order.kind === 'report') {
    return {
      title: apiText('notifications.payment.reportTitle'),
      message: apiText('notifications.payment.report', { amount, product: order.details.reportType ? reportName(order.details.reportType) : (order.details.packageName ?? order.productinfo), email: order.email }),
    };
  }
  return { title: apiText('notifications.payment.successTitle'), message: apiText('notifications.payment.success', { amount, product: productName(order) }) };
}

/**
 * Moves the order to paid/failed and applies its effect in one transaction. The conditional update
 * lets exactly one of any number of duplicate callbacks through; the wallet credit's idempotency key
 * (the txnid) is a second lock on the same door.
 */
async function completeOrder(
  order: PaymentOrderRecord,
  status: 'paid' | 'failed',
  fields: GatewayCallbackFields,
  startFulfilment: CallbackDeps['startFulfilment'],
  seller: SessionSettings['seller'],
): Promise<PaymentOrderRecord | null> {
  const result = {
    mihpayid: fields.mihpayid,
    mode: fields.mode,
    bankRefNum: fields.bank_ref_num,
    errorMessage: fields.error_Message ?? fields.error,
  };
  try {
    return await runInTransaction(async (session: ClientSession) => {
      let completed = await paymentOrderRepository.completeIfCreated(order.txnid, status, result, session);
      if (!completed) return null;
      if (status === 'paid') {
        // In this transaction, so a number is used only by an order that did become paid (gap-free). Money for the
        // wallet is not a supply (Circular 243/37/2024-GST): a payment receipt from its own series, no GST; a report
        // or service is: a tax invoice, billed to the payer's account and state (docs/tax.md).
        const walletCredit = walletPaymentKinds.includes(completed.kind);
        const invoiceNumber = walletCredit ? await nextPaymentReceiptNumber(session, completed.completedAt) : await nextInvoiceNumber(session, completed.completedAt);
        const payer = await userRepository.findBillingParty(completed.userId, session);
        const billing = {
          name: payer?.name ?? completed.firstname,
          email: payer?.email ?? completed.email,
          ...(payer?.billingState ? { stateCode: payer.billingState } : {}),
          ...(walletCredit ? {} : { placeOfSupply: (({ stateCode, interState, basis }) => ({ stateCode, interState, basis }))(placeOfSupply(payer?.billingState, seller.gstin)) }),
        };
        await paymentOrderRepository.recordInvoice(completed.txnid, invoiceNumber, billing, session);
        const fulfilment = await startFulfilment(completed, session);
        // A package that promises consultations puts their vouchers on the account with the payment.
        const item = itemOfOrder(completed);
        if (item?.vouchers) {
          await issueVouchersForOrder({ userId: completed.userId, txnid: completed.txnid, paidAt: completed.completedAt ?? new Date(), language: completed.language }, item, session);
        }
        completed = { ...completed, invoiceNumber, billing, ...(fulfilment ? { fulfilment } : {}) };
      }
      if (status === 'paid' && walletPaymentKinds.includes(completed.kind)) {
        await creditWallet(
          {
            userId: completed.userId,
            amount: completed.amount,
            reason: 'topup',
            reference: { type: 'payment', id: completed.txnid },
            idempotencyKey: completed.txnid,
          },
          session,
        );
        // A recharge pack's bonus credit, with the cash, in the same transaction.
        if (completed.kind === 'wallet-recharge') await creditRechargeBonus(completed.txnid, session);
      }
      await notifyUsers([{ userId: completed.userId, ...notificationFor(completed), reference: { type: 'payment', id: completed.id } }], session);
      return completed;
    });
  } catch (error) {
    if (isDuplicateKey(error)) return null;
    throw error;
  }
}

export async function applyGatewayCallback(fields: GatewayCallbackFields, route: 'success' | 'failure', deps: CallbackDeps): Promise<CallbackResult> {
  const { settings, logger } = deps;
  const txnid = fields.txnid ?? '';
  const order = txnid ? await paymentOrderRepository.findByTxnid(txnid) : null;
  if (!order) {
    logger.warn(`Payment callback rejected: unknown transaction ${JSON.stringify(txnid)} on /${route}; nothing credited`);
    return { outcome: 'rejected', redirectUrl: untrustedLandingUrl(settings.siteUrl) };
  }
  const reason = rejectionReason(order, fields, settings);
  if (reason) {
    logger.warn(`Payment callback rejected for ${order.txnid} on /${route}: ${reason}; nothing credited`);
    return { outcome: 'rejected', txnid, redirectUrl: landingUrl(settings.siteUrl, order, 'error') };
  }

  const status = (fields.status ?? '').toLowerCase();
  if (status === 'pending') {
    logger.warn(`Payment ${order.txnid} is pending at the gateway; the order stays open`);
    return { outcome: 'pending', txnid, redirectUrl: landingUrl(settings.siteUrl, order, 'failed') };
  }
  const next = status === 'success' ? 'paid' : 'failed';
  if (route === 'success' && next === 'failed') logger.warn(`Payment ${order.txnid}: failure status posted to the success route`);

  const completed = await completeOrder(order, next, fields, deps.startFulfilment, deps.sessionSettings.seller);
  if (completed) recordPayment(next, completed.kind);
  if (completed && next === 'paid' && walletPaymentKinds.includes(completed.kind)) {
    await deps.events.publish({ type: 'wallet.balance-changed', userId: completed.userId });
  }
  if (!completed) logger.info(`Payment callback for ${order.txnid} replayed; already ${order.status === 'created' ? 'completed' : order.status}`);

  let current = completed ?? (await paymentOrderRepository.findByTxnid(order.txnid)) ?? order;
  if (current.status === 'created') {
    // Lost a race with a callback whose transaction has not committed yet: land on what it will apply.
    current = { ...current, status: next };
  }
  if (current.status === 'failed') {
    return { outcome: completed ? 'applied' : 'already-applied', txnid, redirectUrl: landingUrl(settings.siteUrl, current, 'failed') };
  }

  // The receipt and the deliverable are built off the request path: the callback answers at once.
  if (completed) {
    await deps.afterPaid(completed).catch((error: unknown) => logger.error(`Payment ${completed.txnid}: its follow-up work could not be enqueued`, error));
  }

  // An order that carries a package books it now (once, even when the callback is replayed).
  const booking = walletPaymentKinds.includes(current.kind) ? await bookPaidPackage(current, logger, deps.events, deps.sessionSettings) : null;
  if (booking) {
    return { outcome: completed ? 'applied' : 'already-applied', txnid, redirectUrl: bookingLandingUrl(settings.siteUrl, current, booking) };
  }
  return {
    outcome: completed ? 'applied' : 'already-applied',
    txnid,
    redirectUrl: landingUrl(settings.siteUrl, current, 'success'),
  };
}
