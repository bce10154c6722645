import { useState } from 'react';
import Alert from '@mui/material/Alert';
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

/**
 * Every session of one day or month: what was paid for it (by the customer, and by the platform for a new
 * customer's free first minutes), the commission and the astrologer's share.
 */
function Statement({ period }: { period: string }) {
  const { data, isLoading, isError } = useEarningsStatementQuery(periodRange(period));
  if (isLoading) return <Skeleton variant="rounded" height={96} />;
  if (isError || !data) return <Alert severity="error">The statement could not be loaded. Please try again.</Alert>;
  return (
    <Stack spacing={1} component="section" aria-label={`Statement for ${periodLabel(period)}`}>
      <Typography variant="subtitle1" component="h3">
        Statement for {periodLabel(period)}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Session</TableCell>
            <TableCell align="right">Minutes</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell align="right">Your share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>
                #{entry.consultationId}, {formatShortDateTime(entry.createdAt)}
              </TableCell>
              <TableCell align="right">
                {entry.usedMinutes}
                {entry.platformPaidMinutes > 0 ? (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {entry.platformPaidMinutes} free, paid by AstroSetu
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{formatPaise(entry.grossAmount)}</TableCell>
              <TableCell align="right">{formatPaise(entry.shareAmount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Total ({data.totals.sessions})</TableCell>
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
    </Stack>
  );
}

/** The dashboard's earnings: by day (last 30 days) or month (last 12), what is due, and a statement per period. */
export function EarningsPanel() {
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
              Earnings
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={groupBy}
              aria-label="Group earnings by"
              onChange={(_event, next: EarningsGrouping | null) => {
                if (!next) return;
                setGroupBy(next);
                setPeriod(null);
              }}
            >
              <ToggleButton value="day">By day</ToggleButton>
              <ToggleButton value="month">By month</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          {isLoading ? <Skeleton variant="rounded" height={120} /> : null}
          {isError ? <Alert severity="error">Your earnings could not be loaded. Please try again.</Alert> : null}
          {data ? (
            <>
              <Typography color="text.secondary">
                {formatPaise(data.totals.shareAmount)} earned from {data.totals.sessions} {data.totals.sessions === 1 ? 'session' : 'sessions'}{' '}
                {groupBy === 'day' ? 'in the last 30 days' : 'in the last 12 months'} (after the platform’s {data.commissionPercent}% commission).{' '}
                Payout due: <strong>{formatPaise(data.payoutDue)}</strong>.
                {data.totals.platformPaidMinutes > 0
                  ? ` Includes ${data.totals.platformPaidMinutes} free first ${data.totals.platformPaidMinutes === 1 ? 'minute' : 'minutes'} of new customers, paid by AstroSetu (${formatPaise(data.totals.platformPaidAmount)}).`
                  : ''}
              </Typography>
              {data.periods.length === 0 ? (
                <Typography color="text.secondary">No completed sessions in this time.</Typography>
              ) : (
                <Table size="small" aria-label={groupBy === 'day' ? 'Earnings by day' : 'Earnings by month'}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{groupBy === 'day' ? 'Day' : 'Month'}</TableCell>
                      <TableCell align="right">Sessions</TableCell>
                      <TableCell align="right">Your share</TableCell>
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
                          <Button size="small" onClick={() => setPeriod(row.period)} aria-label={`Statement for ${periodLabel(row.period)}`}>
                            Statement
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
