import type { ClientSession } from 'mongoose';
import { AppError } from '../../../shared/errors/app-error';
import { apiText } from '../../../shared/i18n/api-text';
import { voucherRepository, type VoucherRecord } from '../voucher.repository';

export interface VoucherBooking {
  voucherId: number;
  customerId: number;
  astrologer: { name: string; specializations: readonly string[] };
  /** Minutes asked for: must be the voucher's. */
  duration: number;
}

/** Why this customer cannot book with this voucher now, or null when they can. */
function refusal(voucher: VoucherRecord | null, booking: VoucherBooking, now: Date): AppError | null {
  // Someone else's voucher answers exactly as a missing one does.
  if (!voucher || voucher.userId !== booking.customerId) return new AppError(404, 'NOT_FOUND', apiText('errors.vouchers.notFound'));
  if (voucher.status === 'used') return AppError.conflict(apiText('errors.vouchers.used'));
  if (voucher.status === 'withdrawn') return AppError.conflict(apiText('errors.vouchers.withdrawn'));
  if (voucher.status === 'expired' || new Date(voucher.expiresAt) <= now) return AppError.conflict(apiText('errors.vouchers.expired'));
  if (!booking.astrologer.specializations.includes(voucher.specialization)) {
    return AppError.badRequest(apiText('errors.vouchers.wrongSpecialization', { astrologer: booking.astrologer.name, specialization: voucher.specialization }));
  }
  if (booking.duration !== voucher.minutes) {
    return AppError.badRequest(apiText('errors.vouchers.wrongDuration', { minutes: voucher.minutes }), { duration: apiText('errors.vouchers.wrongDuration', { minutes: voucher.minutes }) });
  }
  return null;
}

/** Before the booking's transaction: a clear answer for a voucher that cannot be used (the redeem decides). */
export async function checkVoucherForBooking(booking: VoucherBooking, now = new Date()): Promise<VoucherRecord> {
  const voucher = await voucherRepository.findById(booking.voucherId);
  const refused = refusal(voucher, booking, now);
  if (refused) throw refused;
  return voucher as VoucherRecord;
}

/**
 * Inside the booking's transaction: the voucher moves active -> used for this consultation in one conditional
 * update, so of two bookings racing with one voucher exactly one has it; the other gets the reason (409).
 */
export async function redeemVoucher(booking: VoucherBooking & { consultationId: number }, session: ClientSession, now = new Date()): Promise<VoucherRecord> {
  const voucher = await voucherRepository.findById(booking.voucherId, session);
  const refused = refusal(voucher, booking, now);
  if (refused) throw refused;
  const used = await voucherRepository.markUsed(booking.voucherId, booking.customerId, booking.consultationId, now, session);
  if (!used) throw refusal(await voucherRepository.findById(booking.voucherId, session), booking, now) ?? AppError.conflict(apiText('errors.vouchers.used'));
  return used;
}
