import type { Astrologer, ConsultationVoucher } from '@astrosetu/contracts';

/** Still bookable as far as the page knows (the server decides again at booking). */
export function isUsable(voucher: ConsultationVoucher, now = Date.now()): boolean {
  return voucher.status === 'active' && new Date(voucher.expiresAt).getTime() > now;
}

/**
 * The voucher to offer on an astrologer's packages page: a usable one whose specialization the astrologer lists,
 * the one expiring first. Undefined when none fits.
 */
export function usableVoucherFor(astrologer: Pick<Astrologer, 'specializations'>, vouchers: readonly ConsultationVoucher[], now = Date.now()): ConsultationVoucher | undefined {
  return vouchers
    .filter((voucher) => isUsable(voucher, now) && astrologer.specializations.includes(voucher.specialization))
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))[0];
}

/** The astrologers a voucher books: the listing filtered by its specialization. */
export function astrologersForVoucher(voucher: Pick<ConsultationVoucher, 'specialization'>): string {
  return `/astrologers?${new URLSearchParams({ specialization: voucher.specialization }).toString()}`;
}
