import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { EarningsGrouping } from '@astrosetu/contracts';
import { formatPaise, formatShortDateTime } from '@astrosetu/design-system/format';
import { useEarningsStatementQuery, useEarningsSummaryQuery } from './earnings-api';
import { lastTwelveMonths, periodLabel, periodRange } from './earnings-periods';
import { useChatText } from '../../locales/use-text';

/**
 * Every session of one day or month: what was paid for it (by the customer, and by the platform for a new
 * customer's free first minutes) and the astrologer's share; under it the period's commission, the income tax
 * deducted under section 194-O and what is payable (docs/tax.md).
 */
function Statement({ period }: { period: string }) {
  const { t } = useChatText();
  const { data, isLoading, isError } = useEarningsStatementQuery(periodRange(period));
  if (isLoading) return <Skeleton variant="rounded" height={96} />;
  if (isError || !data) return <Alert severity="error">{t('earnings.statement.error')}</Alert>;
  return (
    <Stack spacing={1} component="section" aria-label={t('earnings.statement.title', { period: periodLabel(period) })}>
      <Typography variant="subtitle1" component="h3">
        {t('earnings.statement.title', { period: periodLabel(period) })}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('earnings.statement.session')}</TableCell>
            <TableCell align="right">{t('earnings.statement.minutes')}</TableCell>
            <TableCell align="right">{t('earnings.statement.paid')}</TableCell>
            <TableCell align="right">{t('earnings.share')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>
                {t('earnings.statement.sessionCell', { id: entry.consultationId, time: formatShortDateTime(entry.createdAt) })}
              </TableCell>
              <TableCell align="right">
                {entry.usedMinutes}
                {entry.platformPaidMinutes > 0 ? (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('earnings.statement.free', { count: entry.platformPaidMinutes })}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{formatPaise(entry.grossAmount)}</TableCell>
              <TableCell align="right">{formatPaise(entry.shareAmount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('earnings.statement.total', { count: data.totals.sessions })}</TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatPaise(data.totals.grossAmount)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatPaise(data.totals.shareAmount)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {data.totals.sessions > 0 ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}>
          <Typography component="dt" variant="body2">{t('earnings.statement.commission')}</Typography>
          <Typography component="dd" variant="body2">{formatPaise(data.totals.commissionAmount)}</Typography>
          <Typography component="dt" variant="body2">{t('earnings.statement.tds', { section: data.tds.section, percent: data.tds.percent })}</Typography>
          <Typography component="dd" variant="body2">{`−${formatPaise(data.totals.tdsAmount)}`}</Typography>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>{t('earnings.statement.netPayable')}</Typography>
          <Typography component="dd" variant="body2" sx={{ fontWeight: 700 }}>{formatPaise(data.totals.netPayable)}</Typography>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The dashboard's earnings: by day (last 30 days) or month (last 12), what is due, and a statement per period. */
export function EarningsPanel() {
  const { t } = useChatText();
  const [groupBy, setGroupBy] = useState<EarningsGrouping>('day');
  const [period, setPeriod] = useState<string | null>(null);
  const range = groupBy === 'month' ? lastTwelveMonths() : {};
  const { data, isLoading, isError } = useEarningsSummaryQuery({ groupBy, ...range }, { refetchOnMountOrArgChange: true });

  return (
    <Card variant="outlined" component="section" aria-labelledby="earnings-heading">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ xs: 'flex-start', sm: 'center' }}>
            <Typography id="earnings-heading" variant="h6" component="h2">
              {t('earnings.title')}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={groupBy}
              aria-label={t('earnings.groupBy')}
              onChange={(_event, next: EarningsGrouping | null) => {
                if (!next) return;
                setGroupBy(next);
                setPeriod(null);
              }}
            >
              <ToggleButton value="day">{t('earnings.byDay')}</ToggleButton>
              <ToggleButton value="month">{t('earnings.byMonth')}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          {isLoading ? <Skeleton variant="rounded" height={120} /> : null}
          {isError ? <Alert severity="error">{t('earnings.error')}</Alert> : null}
          {data ? (
            <>
              <Typography color="text.secondary">
                {t(groupBy === 'day' ? 'earnings.summary.days' : 'earnings.summary.months', {
                  amount: formatPaise(data.totals.shareAmount),
                  count: data.totals.sessions,
                  percent: data.commissionPercent,
                })}{' '}
                <strong>{t('earnings.payoutDue', { amount: formatPaise(data.payoutDue) })}</strong>
                {data.totals.platformPaidMinutes > 0
                  ? ` ${t('earnings.platformPaid', { count: data.totals.platformPaidMinutes, amount: formatPaise(data.totals.platformPaidAmount) })}`
                  : ''}
              </Typography>
              {data.periods.length === 0 ? (
                <Typography color="text.secondary">{t('earnings.empty')}</Typography>
              ) : (
                <Table size="small" aria-label={groupBy === 'day' ? t('earnings.tableByDay') : t('earnings.tableByMonth')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{groupBy === 'day' ? t('earnings.day') : t('earnings.month')}</TableCell>
                      <TableCell align="right">{t('earnings.sessions')}</TableCell>
                      <TableCell align="right">{t('earnings.share')}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.periods.map((row) => (
                      <TableRow key={row.period} selected={row.period === period}>
                        <TableCell>{periodLabel(row.period)}</TableCell>
                        <TableCell align="right">{row.sessions}</TableCell>
                        <TableCell align="right">{formatPaise(row.shareAmount)}</TableCell>
                        <TableCell align="right">
                          <Button size="small" onClick={() => setPeriod(row.period)} aria-label={t('earnings.statement.title', { period: periodLabel(row.period) })}>
                            {t('earnings.statement.button')}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              {period ? <Statement period={period} /> : null}
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
