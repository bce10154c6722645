import { DEFAULT_PAYMENT_METHOD_LABEL } from '@astrosetu/contracts';

const methodLabels: Record<string, string> = {
  CC: 'Credit Card',
  DC: 'Debit Card',
  NB: 'Net Banking',
  UPI: 'UPI',
  CASH: 'Wallet',
  EMI: 'EMI',
};

/** The gateway's payment mode code as a person reads it; the default label when none is known. */
export function paymentMethodLabel(mode: string | undefined): string {
  if (!mode) return DEFAULT_PAYMENT_METHOD_LABEL;
  return methodLabels[mode.toUpperCase()] ?? DEFAULT_PAYMENT_METHOD_LABEL;
}
