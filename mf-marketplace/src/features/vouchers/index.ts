// Consultation vouchers (issue 32): on the account, on the order that gave them, and "Use your voucher" when booking.
export { MyVouchers } from './components/my-vouchers';
export { VoucherBookingOffer } from './components/voucher-booking-offer';
