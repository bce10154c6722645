// What the other marketplace pages use from payments: the home page's payment-return handling and the
// wallet top-up buttons (home and packages pages).
export { usePaymentReturn, PAYMENT_RETURN_DELAY_MS, type PaymentReturnOptions } from './use-payment-return';
export { useWalletTopUp, shouldOfferTopUp, WALLET_TOPUP_PRESETS_PAISE, LOW_BALANCE_THRESHOLD_PAISE } from './use-wallet-top-up';
export { WalletTopUpButtons } from './components/wallet-top-up-buttons';
export { useGatewayCheckout } from './use-gateway-checkout';
export { useCreateBookingPaymentMutation } from './payments-api';
