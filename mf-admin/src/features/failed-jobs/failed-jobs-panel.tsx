import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatShortDateTime } from '@astrosetu/design-system/format';
import { useToast } from '@astrosetu/design-system/toast';
import { useFailureToast } from '../../shared/ui/use-failure-toast';
import { useFailedJobsQuery, useRetryJobMutation, type FailedJob } from './failed-jobs-api';
import { useAdminText } from '../../locales/use-text';

/** The jobs of the API's queue, each described in an admin's words (an unknown name is shown as it is). */
const knownJobs = ['fulfil-order', 'period-reading', 'receipt', 'send-email', 'fulfilment-sweep', 'session-expiry-sweep', 'horoscope-precompute'] as const;
const isKnownJob = (name: string): name is (typeof knownJobs)[number] => (knownJobs as readonly string[]).includes(name);

function FailedJobCard({ job }: { job: FailedJob }) {
  const { t } = useAdminText();
  const [retry, { isLoading }] = useRetryJobMutation();
  const { toast } = useToast();
  const failed = useFailureToast();
  const label = isKnownJob(job.name) ? t(`jobs.name.${job.name}`) : job.name;
  return (
    <Card variant="outlined" component="li" aria-label={t('jobs.cardLabel', { label, id: job.jobId })} sx={{ borderRadius: 2, listStyle: 'none' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3">
              {label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('jobs.failedAfter', { id: job.jobId, time: formatShortDateTime(job.failedAt), count: job.attempts })}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('jobs.lastError', { error: job.error })}
            </Typography>
          </Stack>
          <Button
            variant="outlined"
            disabled={isLoading}
            aria-label={t('jobs.retryLabel', { id: job.jobId })}
            sx={{ flexShrink: 0, minHeight: 44 }}
            onClick={() =>
              void retry(job.jobId)
                .unwrap()
                .then(() => toast({ title: t('jobs.restarted'), description: t('jobs.restartedText', { label, id: job.jobId }), variant: 'success' }))
                .catch((cause: unknown) => failed(t('jobs.retryFailed'), cause))
            }
          >
            {t('jobs.retry')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * Background jobs (order PDFs, receipts, e-mails) that failed every attempt, newest first. Retrying runs one again
 * from its first attempt; jobs are idempotent, so nothing an earlier attempt completed is done twice.
 */
export function FailedJobsPanel() {
  const { t } = useAdminText();
  const { data, isLoading, isError, refetch, isFetching } = useFailedJobsQuery();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }} component="section" aria-label={t('jobs.title')}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('jobs.title')}
          </Typography>
          <Button size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('jobs.refresh')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('jobs.intro')}
        </Typography>
        {isLoading ? <Skeleton variant="rounded" height={96} /> : null}
        {isError ? <Alert severity="error">{t('jobs.loadFailed')}</Alert> : null}
        {data && data.failed.length === 0 ? <Alert severity="success">{t('jobs.none')}</Alert> : null}
        {data && data.failed.length > 0 ? (
          <Stack component="ul" spacing={1.5} aria-label={t('jobs.list')} sx={{ p: 0, m: 0 }}>
            {data.failed.map((job) => (
              <FailedJobCard key={`${job.queue}:${job.jobId}`} job={job} />
            ))}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
