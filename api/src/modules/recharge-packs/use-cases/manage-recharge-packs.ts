import type { createRechargePackRequestSchema, RechargePack, updateRechargePackRequestSchema, User } from '@astrosetu/contracts';
import type { z } from 'zod';
import { runInTransaction } from '../../../db/transactions';
import { AppError } from '../../../shared/errors/app-error';
import { formatRupees } from '../../../shared/text/format-rupees';
import { auditRepository } from '../../audit/audit.repository';
import { DuplicatePackAmountError, rechargePackRepository } from '../recharge-pack.repository';
import { apiText } from '../../../shared/i18n/api-text';

/** An admin adds a pack; the audit entry is written in the same transaction. */
export async function createRechargePack(admin: User, input: z.output<typeof createRechargePackRequestSchema>): Promise<RechargePack> {
  try {
    return await runInTransaction(async (session) => {
      const pack = await rechargePackRepository.create(input, session);
      await auditRepository.record(
        {
          actor: admin,
          action: 'recharge-pack.create',
          target: { type: 'recharge-pack', id: pack.id },
          summary: `Recharge pack ${formatRupees(pack.amount)} with ${pack.bonusPercent}% bonus (${pack.active ? 'active' : 'inactive'})`,
          before: null,
          after: pack,
        },
        session,
      );
      return pack;
    });
  } catch (error) {
    if (error instanceof DuplicatePackAmountError) throw new AppError(409, 'CONFLICT', apiText('errors.rechargePacks.packAmountExistsChange'), { amount: 'A pack for this amount exists' });
    throw error;
  }
}

/** An admin changes a pack's bonus or switches it on or off; top-ups already started keep their bonus. */
export async function updateRechargePack(admin: User, id: number, change: z.output<typeof updateRechargePackRequestSchema>): Promise<RechargePack> {
  return runInTransaction(async (session) => {
    const before = await rechargePackRepository.findById(id, session);
    if (!before) throw AppError.notFound('rechargePack');
    const after = await rechargePackRepository.update(id, change, session);
    if (!after) throw AppError.notFound('rechargePack');
    await auditRepository.record(
      {
        actor: admin,
        action: 'recharge-pack.update',
        target: { type: 'recharge-pack', id },
        summary: `Recharge pack ${formatRupees(after.amount)}: ${after.bonusPercent}% bonus, ${after.active ? 'active' : 'inactive'}`,
        before,
        after,
      },
      session,
    );
    return after;
  });
}
