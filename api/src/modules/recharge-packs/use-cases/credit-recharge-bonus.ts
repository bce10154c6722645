import type { ClientSession } from 'mongoose';
import { creditBonus } from '../../wallet/use-cases/bonus-credit';
import { rechargePackRepository } from '../recharge-pack.repository';

/**
 * In the gateway callback's transaction, after the cash credit of a paid top-up: the bonus fixed when the
 * order was created, as bonus credit (its own ledger entry). The key makes a replayed callback credit once.
 * Returns the bonus credited (0 when the top-up was not a pack).
 */
export async function creditRechargeBonus(txnid: string, session: ClientSession): Promise<number> {
  const grant = await rechargePackRepository.findGrant(txnid, session);
  if (!grant || grant.bonusAmount <= 0) return 0;
  await creditBonus(
    { userId: grant.userId, amount: grant.bonusAmount, reason: 'bonus', reference: { type: 'payment', id: txnid }, idempotencyKey: `bonus:${txnid}` },
    session,
  );
  return grant.bonusAmount;
}
