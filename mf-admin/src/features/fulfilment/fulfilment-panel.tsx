import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { FulfilmentTask, FulfilmentTaskState } from '@astrosetu/contracts';
import { useAdminFulfilmentQuery } from './fulfilment-api';
import { formatShortDateTime } from '@astrosetu/design-system/format';

const at = (iso?: string) => (iso ? formatShortDateTime(iso) : '-');

const stateChips: Record<FulfilmentTaskState, { label: string; color: 'default' | 'info' | 'success' | 'warning' }> = {
  open: { label: 'Open', color: 'warning' },
  claimed: { label: 'Claimed', color: 'info' },
  delivered: { label: 'Delivered', color: 'success' },
  refunded: { label: 'Refunded', color: 'default' },
};

function TaskRow({ task }: { task: FulfilmentTask }) {
  const chip = stateChips[task.state];
  return (
    <TableRow>
      <TableCell>
        <Typography fontWeight={600}>{task.title}</Typography>
        <Typography variant="caption" color="text.secondary">
          {task.txnid}
        </Typography>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
          <Chip size="small" color={chip.color} label={chip.label} />
          {task.overdue ? <Chip size="small" color="error" label="Overdue" /> : null}
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(task.paidAt)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', color: task.overdue ? 'error.main' : undefined }}>{at(task.dueBy)}</TableCell>
      <TableCell>{task.claimedBy ? `${task.claimedBy.name} (${at(task.claimedAt)})` : '-'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(task.deliveredAt)}</TableCell>
    </TableRow>
  );
}

/** The fulfilment queue for admins: everything that needs an astrologer, or only what is past due (refunded by the sweeper). */
export function FulfilmentPanel() {
  const [scope, setScope] = useState<'all' | 'overdue'>('all');
  const tasks = useAdminFulfilmentQuery(scope, { refetchOnMountOrArgChange: true });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <Typography color="text.secondary">Orders that need an astrologer. One not delivered by its due time is refunded to the customer&apos;s wallet.</Typography>
        <ToggleButtonGroup exclusive size="small" value={scope} onChange={(_event, next: 'all' | 'overdue' | null) => next && setScope(next)} aria-label="Which orders">
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="overdue">Overdue</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {tasks.isError ? (
        <Alert severity="error">The fulfilment queue could not be loaded.</Alert>
      ) : !tasks.data ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading the fulfilment queue" />
      ) : tasks.data.items.length === 0 ? (
        <Typography>{scope === 'overdue' ? 'No order is overdue.' : 'No order needs an astrologer.'}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Fulfilment queue">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Paid</TableCell>
                <TableCell>Due by</TableCell>
                <TableCell>Claimed by</TableCell>
                <TableCell>Delivered</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tasks.data.items.map((task) => (
                <TaskRow key={task.txnid} task={task} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
