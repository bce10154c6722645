import type { User, WalletRechargeResponse, UiLanguage } from '@astrosetu/contracts';
import type { GatewaySettings } from '../gateway/gateway-settings';
import { renderAutoSubmitForm } from '../gateway/payment-form';
import { rechargePackRepository } from '../../recharge-packs/recharge-pack.repository';
import { startPayment } from './start-payment';

/**
 * A free top-up of a validated amount (whole rupees, ₹10 to ₹1,00,000): the one client-chosen amount. An
 * amount that is an active recharge pack's earns its bonus, fixed now and credited with the payment.
 */
export async function createWalletRecharge(customer: User, amount: number, settings: GatewaySettings, language?: UiLanguage): Promise<WalletRechargeResponse> {
  const pack = await rechargePackRepository.findActiveByAmount(amount);
  const payment = await startPayment(
    {
      customer,
      language,
      kind: 'wallet-recharge',
      amount,
      productinfo: pack ? `AstroSetu wallet top-up with ${pack.bonusPercent}% bonus credit` : 'AstroSetu wallet top-up',
      details: {},
    },
    settings,
  );
  if (pack) {
    await rechargePackRepository.recordGrant({ txnid: payment.txnid, userId: customer.id, packId: pack.id, amount, bonusAmount: pack.bonusAmount });
  }
  return { success: true, ...payment, paymentForm: renderAutoSubmitForm(payment.paymentUrl, payment.paymentData) };
}
