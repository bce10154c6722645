import type { UiLanguage, WalletStatementEntry, WalletStatementQuery, WalletStatementResponse } from '@astrosetu/contracts';
import { astrologerRepository } from '../../astrologers/astrologer.repository';
import { consultationRepository } from '../../consultations/consultation.repository';
import { productNameIn } from '../../payments/product-name';
import { paymentOrderRepository } from '../../payment-orders/payment-order.repository';
import { userRepository } from '../../users/user.repository';
import { describeVouchers } from '../../vouchers/use-cases/describe-vouchers';
import { say } from '../../../shared/i18n/api-text';
import { bonusBalanceRepository } from '../../wallet/bonus-balance.repository';
import { ledgerStatementRepository, type StatementLedgerRow } from '../../wallet/ledger-statement.repository';

/**
 * What each entry was for, in `language`: the astrologer of a consultation (booking, extension, its refund) and
 * the product of a payment (top-up, a pack's bonus, an order's refund). Only the customer's own consultations
 * and orders are named; anything else gets no description.
 */
async function describe(userId: number, rows: StatementLedgerRow[], language: UiLanguage): Promise<Map<StatementLedgerRow, string | null>> {
  const consultationIds = [...new Set(rows.filter((row) => row.reference.type === 'consultation').map((row) => Number(row.reference.id)))];
  const txnids = [...new Set(rows.filter((row) => row.reference.type === 'payment').map((row) => String(row.reference.id)))];
  const consultations = (await Promise.all(consultationIds.map((id) => consultationRepository.findById(id)))).filter(
    (consultation) => consultation !== null && consultation.userId === userId,
  );
  const astrologers = await astrologerRepository.findNamesByIds([...new Set(consultations.map((consultation) => consultation!.astrologerId))]);
  const astrologerOf = new Map(consultations.map((consultation) => [consultation!.id, astrologers.get(consultation!.astrologerId)?.name ?? null]));
  const orders = (await Promise.all(txnids.map((txnid) => paymentOrderRepository.findByTxnid(txnid)))).filter((order) => order !== null && order.userId === userId);
  const productOf = new Map(orders.map((order) => [order!.txnid, productNameIn(language, order!)]));
  // A voucher's refunds (at expiry, or for a voucher session's unused minutes) name the voucher.
  const voucherOf = await describeVouchers(userId, rows.filter((row) => row.reference.type === 'voucher').map((row) => Number(row.reference.id)), language);

  return new Map(
    rows.map((row) => {
      if (row.reference.type === 'consultation') return [row, astrologerOf.get(Number(row.reference.id)) ?? null];
      if (row.reference.type === 'payment') return [row, productOf.get(String(row.reference.id)) ?? null];
      if (row.reference.type === 'voucher') return [row, voucherOf.get(Number(row.reference.id)) ?? null];
      // Unused cash sent back to the payment it came from, or given back when the gateway refused (docs/tax.md).
      if (row.reference.type === 'refund-to-source') return [row, say(language, row.amount < 0 ? 'receipt.refundToSource' : 'receipt.refundToSourceReversed')];
      return [row, null];
    }),
  );
}

/**
 * GET /api/wallet/statement: a page of the customer's ledger, newest first, each entry with both balances after
 * it. The balances are the running sums of the entries in id order (the sum below the page, then each entry's
 * amount), so every line adds up from the line below it and the newest line's figures are the sums of the whole
 * ledger: the balances, since every change of a balance is an entry written with it.
 */
export async function readWalletStatement(userId: number, query: WalletStatementQuery, language: UiLanguage): Promise<WalletStatementResponse> {
  // One more than asked: whether an older page exists, without counting.
  const rows = await ledgerStatementRepository.pageForUser(userId, { before: query.before, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const nextCursor = rows.length > query.limit ? page[page.length - 1]!.id : null;

  const entries: WalletStatementEntry[] = [];
  if (page.length > 0) {
    const running = await ledgerStatementRepository.sumsBefore(userId, page[page.length - 1]!.id);
    const descriptions = await describe(userId, page, language);
    for (const row of [...page].reverse()) {
      running[row.account] += row.amount;
      entries.unshift({
        id: row.id,
        createdAt: row.createdAt,
        kind: row.reason,
        account: row.account,
        amount: row.amount,
        cashBalance: running.cash,
        bonusBalance: running.bonus,
        description: descriptions.get(row) ?? null,
        reference: row.reference,
      });
    }
  }

  return {
    balance: (await userRepository.findBalance(userId)) ?? 0,
    bonusBalance: await bonusBalanceRepository.find(userId),
    entries,
    nextCursor,
  };
}
