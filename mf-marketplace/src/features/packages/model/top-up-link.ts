import type { ConsultationChannel } from '@astrosetu/contracts';

/**
 * The payment page in wallet mode (docs/product-rules.md#payments): it tops the wallet up by what the package is missing and then
 * returns to the packages to book it from the wallet.
 */
export function walletTopUpPaymentPath(astrologerId: number, minutes: number, pricePaise: number, channel: ConsultationChannel = 'chat'): string {
  const query = new URLSearchParams({ astrologer: String(astrologerId), duration: String(minutes), price: String(pricePaise) });
  // A chat's link is as it always was; a call says so, and the payment page books a call.
  if (channel === 'call') query.set('channel', channel);
  return `/payment?${query.toString()}`;
}
