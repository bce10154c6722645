import { Router, type Request } from 'express';
import {
  earningsEndpoints,
  type AstrologerDashboardFigures,
  type EarningsStatement,
  type EarningsSummary,
  type PayoutDue,
} from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { endpointServer } from '../../shared/http/serve-endpoint';
import { astrologerRepository } from '../astrologers/astrologer.repository';
import { defaultRange, groupByPeriod, istRange, totalsOf } from './earnings-periods';
import { earningsRepository } from './earnings.repository';
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
  const serve = endpointServer(router, ctx.guards);

  serve(earningsEndpoints.summary, async ({ query }, req) => {
    const astrologerId = ownAstrologerId(req);
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
      commissionPercent: ctx.config.billing.commissionPercent,
    };
    return body;
  });

  /** The dashboard's cards: the same ledger as the Earnings panel, over all time. */
  serve(earningsEndpoints.dashboardFigures, async (_request, req) => {
    const astrologerId = ownAstrologerId(req);
    const [{ totals, minutesBilled }, [due]] = await Promise.all([astrologerLifetimeEarnings(astrologerId), payoutsDue(astrologerId)]);
    const body: AstrologerDashboardFigures = { totals, minutesBilled, payoutDue: due?.due ?? 0 };
    return body;
  });

  serve(earningsEndpoints.statement, async ({ query }, req) => {
    const astrologerId = ownAstrologerId(req);
    const { from, to } = { ...defaultRange(), ...Object.fromEntries(Object.entries({ from: query.from, to: query.to }).filter(([, v]) => v)) };
    const { start, end } = istRange(from, to);
    const entries = await earningsRepository.listForAstrologer(astrologerId, start, end);
    const body: EarningsStatement = { from, to, entries, totals: totalsOf(entries), tds: { section: '194-O', percent: ctx.config.billing.tds194oPercent } };
    return body;
  });

  serve(earningsEndpoints.payoutsDue, async () => (await payoutsDue()).filter((row) => row.due > 0));

  serve(earningsEndpoints.recordPayout, async ({ body }, req) => {
    await recordPayout(currentUser(req), body);
    const [after] = await payoutsDue(body.astrologerId);
    return after;
  });

  return router;
}
