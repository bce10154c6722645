import { Router, type Request } from 'express';
import {
  earningsQuerySchema,
  recordPayoutRequestSchema,
  type AstrologerDashboardFigures,
  type EarningsStatement,
  type EarningsSummary,
  type PayoutDue,
} from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { parseBody, parseQuery } from '../../shared/http/validate';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { defaultRange, groupByPeriod, istRange, totalsOf } from './earnings-periods';
import { earningsRepository } from './earnings.repository';
import { currentCommissionPercent, currentTds194oPercent } from './earnings-settings';
import { astrologerLifetimeEarnings } from './use-cases/earnings-figures';
import { recordPayout } from './use-cases/record-payout';
import { apiText } from '../../shared/i18n/api-text';

function ownAstrologerId(req: Request): number {
  const { astrologerId } = currentUser(req);
  if (!astrologerId) throw AppError.forbidden(apiText('errors.common.noAstrologerProfile'));
  return astrologerId;
}

async function payoutsDue(astrologerId?: number): Promise<PayoutDue[]> {
  const [earned, paid] = await Promise.all([
    earningsRepository.totalSharesByAstrologer(astrologerId),
    earningsRepository.totalPayoutsByAstrologer(astrologerId),
  ]);
  const ids = [...new Set([...earned.keys(), ...paid.keys()])];
  const names = await astrologerRepository.findNamesByIds(ids);
  return ids
    .map((id) => {
      const total = earned.get(id) ?? 0;
      const paidOut = paid.get(id) ?? 0;
      return { astrologerId: id, name: names.get(id)?.name ?? `Astrologer ${id}`, earned: total, paidOut, due: total - paidOut };
    })
    .sort((a, b) => b.due - a.due || a.astrologerId - b.astrologerId);
}

/** An astrologer's earnings (by day or month, statements) and the admin's payouts. */
export function createEarningsRouter(ctx: AppContext): Router {
  const router = Router();
  const astrologerOnly = ctx.guards.requireRole('astrologer');
  const adminOnly = ctx.guards.requireRole('admin');

  router.get('/astrologer/earnings', astrologerOnly, async (req, res) => {
    const astrologerId = ownAstrologerId(req);
    const query = parseQuery(earningsQuerySchema, req);
    const { from, to } = { ...defaultRange(), ...Object.fromEntries(Object.entries({ from: query.from, to: query.to }).filter(([, v]) => v)) };
    const { start, end } = istRange(from, to);
    const entries = await earningsRepository.listForAstrologer(astrologerId, start, end);
    const [due] = await payoutsDue(astrologerId);
    const body: EarningsSummary = {
      groupBy: query.groupBy,
      from,
      to,
      periods: groupByPeriod(entries, query.groupBy),
      totals: totalsOf(entries),
      payoutDue: due?.due ?? 0,
      commissionPercent: currentCommissionPercent(),
    };
    res.json(body);
  });

  /** The dashboard's cards: the same ledger as the Earnings panel, over all time. */
  router.get('/astrologer/dashboard-figures', astrologerOnly, async (req, res) => {
    const astrologerId = ownAstrologerId(req);
    const [{ totals, minutesBilled }, [due]] = await Promise.all([astrologerLifetimeEarnings(astrologerId), payoutsDue(astrologerId)]);
    const body: AstrologerDashboardFigures = { totals, minutesBilled, payoutDue: due?.due ?? 0 };
    res.json(body);
  });

  router.get('/astrologer/earnings/statement', astrologerOnly, async (req, res) => {
    const astrologerId = ownAstrologerId(req);
    const query = parseQuery(earningsQuerySchema, req);
    const { from, to } = { ...defaultRange(), ...Object.fromEntries(Object.entries({ from: query.from, to: query.to }).filter(([, v]) => v)) };
    const { start, end } = istRange(from, to);
    const entries = await earningsRepository.listForAstrologer(astrologerId, start, end);
    const body: EarningsStatement = { from, to, entries, totals: totalsOf(entries), tds: { section: '194-O', percent: currentTds194oPercent() } };
    res.json(body);
  });

  router.get('/admin/payouts', adminOnly, async (_req, res) => {
    res.json((await payoutsDue()).filter((row) => row.due > 0));
  });

  router.post('/admin/payouts', adminOnly, async (req, res) => {
    const input = parseBody(recordPayoutRequestSchema, req);
    await recordPayout(currentUser(req), input);
    const [after] = await payoutsDue(input.astrologerId);
    res.status(201).json(after);
  });

  return router;
}
