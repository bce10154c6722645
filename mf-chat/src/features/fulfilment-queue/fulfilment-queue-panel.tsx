import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { FulfilmentTask } from '@astrosetu/contracts';
import { normaliseApiError } from '@astrosetu/web-core';
import { useClaimFulfilmentTaskMutation, useFulfilmentTasksQuery } from './fulfilment-api';
import { TaskWorkspace } from './task-workspace';
import { formatShortDateTime } from '@astrosetu/design-system/format';
import { useChatText } from '../../locales/use-text';

const due = (iso: string) => formatShortDateTime(iso);

function TaskLine({ task, scope, open, onToggle }: { task: FulfilmentTask; scope: 'open' | 'mine'; open: boolean; onToggle: () => void }) {
  const { t } = useChatText();
  const [claim, { isLoading }] = useClaimFulfilmentTaskMutation();
  const [error, setError] = useState<string | null>(null);
  const claimIt = async () => {
    setError(null);
    try {
      await claim(task.txnid).unwrap();
      onToggle();
    } catch (cause) {
      setError(normaliseApiError(cause).message);
    }
  };
  return (
    <Box component="li" sx={{ py: 2 }} aria-labelledby={`task-${task.txnid}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <div>
          <Typography id={`task-${task.txnid}`} component="h3" variant="subtitle1" fontWeight={700}>
            {task.title}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="body2" color={task.overdue ? 'error' : 'text.secondary'}>
              {t('fulfilment.due', { time: due(task.dueBy) })}
            </Typography>
            {task.overdue ? <Chip size="small" color="error" label={t('fulfilment.overdue')} /> : null}
            {task.state === 'delivered' ? <Chip size="small" color="success" label={t('fulfilment.delivered')} /> : null}
          </Stack>
        </div>
        {scope === 'open' ? (
          <Button variant="contained" onClick={() => void claimIt()} disabled={isLoading} sx={{ minHeight: 44 }}>
            {t('fulfilment.claim')}
            <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {' '}
              {task.title}
            </Box>
          </Button>
        ) : (
          <Button variant={open ? 'text' : 'outlined'} onClick={onToggle} aria-expanded={open} sx={{ minHeight: 44 }}>
            {open ? t('fulfilment.close') : task.state === 'claimed' ? t('fulfilment.openAndAnswer') : t('fulfilment.open')}
          </Button>
        )}
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      ) : null}
      {open && scope === 'mine' ? (
        <Box sx={{ mt: 2 }}>
          {/* Stays open after delivery: the refreshed order then says it was delivered. */}
          <TaskWorkspace txnid={task.txnid} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The astrologer's share of the orders that need a person: open ones to claim, and their own to answer. */
export function FulfilmentQueuePanel() {
  const { t } = useChatText();
  const [scope, setScope] = useState<'open' | 'mine'>('open');
  const [opened, setOpened] = useState<string | null>(null);
  const tasks = useFulfilmentTasksQuery(scope, { refetchOnMountOrArgChange: true, pollingInterval: 60_000 });
  const items = tasks.data?.items ?? [];

  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }} component="section" aria-labelledby="fulfilment-queue-heading">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="fulfilment-queue-heading" variant="h6" component="h2">
          {t('fulfilment.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('fulfilment.intro')}
        </Typography>
        <Tabs value={scope} onChange={(_event, next: 'open' | 'mine') => setScope(next)} aria-label={t('fulfilment.tabs')} sx={{ mt: 1 }}>
          <Tab value="open" label={t('fulfilment.tabOpen')} />
          <Tab value="mine" label={t('fulfilment.tabMine')} />
        </Tabs>
        <Divider />
        {tasks.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('fulfilment.error')}
          </Alert>
        ) : !tasks.data ? (
          <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} aria-label={t('fulfilment.loading')} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {scope === 'open' ? t('fulfilment.emptyOpen') : t('fulfilment.emptyMine')}
          </Typography>
        ) : (
          <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={scope === 'open' ? t('fulfilment.listOpen') : t('fulfilment.listMine')}>
            {items.map((task) => (
              <TaskLine
                key={task.txnid}
                task={task}
                scope={scope}
                open={opened === task.txnid}
                onToggle={() => {
                  if (scope === 'open') {
                    setScope('mine');
                    setOpened(task.txnid);
                  } else setOpened((current) => (current === task.txnid ? null : task.txnid));
                }}
              />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
