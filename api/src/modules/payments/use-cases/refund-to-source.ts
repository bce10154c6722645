import { randomBytes } from 'node:crypto';
import type { RefundToSourceQuote, RefundToSourceResponse } from '@astrosetu/contracts';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import type { Logger } from '../../../shared/logging/logger';
import { userRepository } from '../../users/user.repository';
import { creditWallet } from '../../wallet/use-cases/credit-wallet';
import { debitWallet } from '../../wallet/use-cases/debit-wallet';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { refundRequestFields, type RefundSender } from '../gateway/refund-request';
import { paymentMethodLabel } from '../payment-presentation';
import { paymentOrderRepository } from '../../payment-orders/payment-order.repository';
import { sourceRefundRepository } from '../source-refund.repository';

/** What a refund would send back now: the cash balance, up to what the wallet payments can still take, newest first. */
export async function quoteRefundToSource(userId: number): Promise<RefundToSourceQuote> {
  const cash = (await userRepository.findBalance(userId)) ?? 0;
  const payments: RefundToSourceQuote['payments'] = [];
  let left = cash;
  for (const payment of await paymentOrderRepository.listRefundablePayments(userId)) {
    if (left <= 0) break;
    const amount = Math.min(left, payment.refundable);
    payments.push({ txnid: payment.txnid, amount, paymentMethod: paymentMethodLabel(payment.mode), paidAt: new Date(payment.completedAt ?? 0).toISOString() });
    left -= amount;
  }
  return { refundable: cash - left, payments };
}

/**
 * Sends the customer's unused cash back to the gateway payments it came from, newest first, each at most its own
 * amount (less what was refunded from it before). Bonus credit is never cash and is never refunded. The cash debit
 * (a ledger entry), the payments' refunded amounts and the refund records commit in one transaction, so two requests
 * at once refund the money once: the second finds no cash left. Then each refund goes to the gateway (PayU's
 * cancel_refund_transaction); one the gateway refuses is reversed (the cash back in the wallet, a ledger entry).
 */
export async function refundToSource(userId: number, deps: { settings: GatewaySettings; send: RefundSender; logger: Logger }): Promise<RefundToSourceResponse> {
  const planned = await runInTransaction(async (session) => {
    const cash = (await userRepository.findBalance(userId, session)) ?? 0;
    if (cash <= 0) throw AppError.badRequest(apiText('errors.wallet.noCashToRefund'));
    const lines: Array<{ txnid: string; mihpayid: string; amount: number; token: string }> = [];
    let left = cash;
    for (const payment of await paymentOrderRepository.listRefundablePayments(userId, session)) {
      if (left <= 0) break;
      const amount = Math.min(left, payment.refundable);
      if (!(await paymentOrderRepository.reserveRefundToSource(payment, amount, session))) throw AppError.conflict(apiText('errors.wallet.refundChangedDuring'));
      lines.push({ txnid: payment.txnid, mihpayid: payment.mihpayid, amount, token: `RF${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase() });
      left -= amount;
    }
    if (lines.length === 0) throw AppError.badRequest(apiText('errors.wallet.noPaymentToRefund'));
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    await debitWallet({ userId, amount: total, reason: 'refund', reference: { type: 'refund-to-source', id: lines[0].token } }, session);
    for (const line of lines) await sourceRefundRepository.create({ userId, txnid: line.txnid, mihpayid: line.mihpayid, token: line.token, amount: line.amount, status: 'requested' }, session);
    return lines;
  });

  const refunds: RefundToSourceResponse['refunds'] = [];
  for (const line of planned) {
    let answer: { status: number; msg: string; request_id?: string } | null = null;
    try {
      answer = await deps.send(refundRequestFields(deps.settings, line.mihpayid, line.token, line.amount));
    } catch (error) {
      // Not answered: the refund stays requested (the gateway may have it; its token keeps a retry from paying twice).
      deps.logger.error(`Refund ${line.token} of ${line.txnid}: the gateway did not answer`, error);
    }
    if (answer && answer.status === 1) {
      await sourceRefundRepository.settle(line.token, 'accepted', { requestId: answer.request_id, message: answer.msg });
      refunds.push({ txnid: line.txnid, amount: line.amount, status: 'accepted' });
    } else if (answer) {
      deps.logger.warn(`Refund ${line.token} of ${line.txnid} refused by the gateway: ${answer.msg}; the cash goes back to the wallet`);
      await runInTransaction(async (session) => {
        if (!(await sourceRefundRepository.settle(line.token, 'failed', { message: answer?.msg }, session))) return;
        await paymentOrderRepository.releaseRefundToSource(line.txnid, line.amount, session);
        await creditWallet({ userId, amount: line.amount, reason: 'refund', reference: { type: 'refund-to-source', id: line.token }, idempotencyKey: `refund-to-source-reversed:${line.token}` }, session);
      });
      refunds.push({ txnid: line.txnid, amount: line.amount, status: 'failed' });
    } else {
      refunds.push({ txnid: line.txnid, amount: line.amount, status: 'requested' });
    }
  }
  return {
    refunded: refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0),
    refunds,
    balance: (await userRepository.findBalance(userId)) ?? 0,
  };
}
