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
import { useAdminText } from '../../locales/use-text';

const at = (iso?: string) => (iso ? formatShortDateTime(iso) : '-');

const stateColours: Record<FulfilmentTaskState, 'default' | 'info' | 'success' | 'warning'> = { open: 'warning', claimed: 'info', delivered: 'success', refunded: 'default' };

function TaskRow({ task }: { task: FulfilmentTask }) {
  const { t } = useAdminText();
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
          <Chip size="small" color={stateColours[task.state]} label={t(`fulfilment.state.${task.state}`)} />
          {task.overdue ? <Chip size="small" color="error" label={t('fulfilment.overdue')} /> : null}
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(task.paidAt)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', color: task.overdue ? 'error.main' : undefined }}>{at(task.dueBy)}</TableCell>
      <TableCell>{task.claimedBy ? t('fulfilment.claimedBy', { name: task.claimedBy.name, time: at(task.claimedAt) }) : '-'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{at(task.deliveredAt)}</TableCell>
    </TableRow>
  );
}

/** The fulfilment queue for admins: everything that needs an astrologer, or only what is past due (refunded by the sweeper). */
export function FulfilmentPanel() {
  const { t } = useAdminText();
  const [scope, setScope] = useState<'all' | 'overdue'>('all');
  const tasks = useAdminFulfilmentQuery(scope, { refetchOnMountOrArgChange: true });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <Typography color="text.secondary">{t('fulfilment.intro')}</Typography>
        <ToggleButtonGroup exclusive size="small" value={scope} onChange={(_event, next: 'all' | 'overdue' | null) => next && setScope(next)} aria-label={t('fulfilment.which')}>
          <ToggleButton value="all">{t('fulfilment.all')}</ToggleButton>
          <ToggleButton value="overdue">{t('fulfilment.overdue')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {tasks.isError ? (
        <Alert severity="error">{t('fulfilment.failed')}</Alert>
      ) : !tasks.data ? (
        <Skeleton variant="rounded" height={160} aria-label={t('fulfilment.loading')} />
      ) : tasks.data.items.length === 0 ? (
        <Typography>{scope === 'overdue' ? t('fulfilment.noneOverdue') : t('fulfilment.none')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={t('fulfilment.queue')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('fulfilment.column.order')}</TableCell>
                <TableCell>{t('fulfilment.column.state')}</TableCell>
                <TableCell>{t('fulfilment.column.paid')}</TableCell>
                <TableCell>{t('fulfilment.column.due')}</TableCell>
                <TableCell>{t('fulfilment.column.claimedBy')}</TableCell>
                <TableCell>{t('fulfilment.column.delivered')}</TableCell>
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
