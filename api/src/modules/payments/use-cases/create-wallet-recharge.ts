import type { User, WalletRechargeResponse } from '@astrosetu/contracts';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { renderAutoSubmitForm } from '../gateway/payment-form';
import { startPayment } from './start-payment';

/** A free top-up of a validated amount (whole rupees, ₹10 to ₹1,00,000): the one client-chosen amount. */
export async function createWalletRecharge(customer: User, amount: number, settings: GatewaySettings): Promise<WalletRechargeResponse> {
  const payment = await startPayment(
    { customer, kind: 'wallet-recharge', amount, productinfo: 'AstroSetu wallet top-up', details: {} },
    settings,
  );
  return { success: true, ...payment, paymentForm: renderAutoSubmitForm(payment.paymentUrl, payment.paymentData) };
}
