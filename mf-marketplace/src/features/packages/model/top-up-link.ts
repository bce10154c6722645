/**
 * The payment page in wallet mode (docs/product-rules.md#payments): it tops the wallet up by what the package is missing and then
 * returns to the packages to book it from the wallet.
 */
export function walletTopUpPaymentPath(astrologerId: number, minutes: number, pricePaise: number): string {
  return `/payment?${new URLSearchParams({ astrologer: String(astrologerId), duration: String(minutes), price: String(pricePaise) }).toString()}`;
}
