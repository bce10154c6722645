import { useCallback, useState } from 'react';
import { LOW_BALANCE_THRESHOLD_PAISE, WALLET_TOPUP_PRESETS_PAISE } from '@astrosetu/contracts';
import { useCreateWalletRechargeMutation } from './payments-api';
import { useGatewayCheckout, type CheckoutStatus } from './use-gateway-checkout';

export { LOW_BALANCE_THRESHOLD_PAISE, WALLET_TOPUP_PRESETS_PAISE };

/** Top-up buttons are offered while the balance is below ₹500. */
export function shouldOfferTopUp(balancePaise: number): boolean {
  return balancePaise < LOW_BALANCE_THRESHOLD_PAISE;
}

export interface WalletTopUp {
  /** Starts a recharge of `amount` paise: the browser leaves for the gateway. */
  topUp: (amount: number) => void;
  status: CheckoutStatus;
  /** The amount being paid while processing. */
  pendingAmount: number | null;
  error: string | null;
}

/** Wallet recharge: the amount in paise is posted, then the gateway form. */
export function useWalletTopUp(): WalletTopUp {
  const [createWalletRecharge] = useCreateWalletRechargeMutation();
  const checkout = useGatewayCheckout();
  const [pendingAmount, setPendingAmount] = useState<number | null>(null);

  const topUp = useCallback(
    (amount: number) => {
      setPendingAmount(amount);
      void checkout.pay(() => createWalletRecharge({ amount }).unwrap());
    },
    [checkout, createWalletRecharge],
  );

  return { topUp, status: checkout.status, pendingAmount: checkout.status === 'processing' ? pendingAmount : null, error: checkout.error };
}
