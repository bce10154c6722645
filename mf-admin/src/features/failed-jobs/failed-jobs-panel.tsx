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

/** What each job of the API's queue does, in an admin's words (an unknown name is shown as it is). */
const jobLabels: Record<string, string> = {
  'fulfil-order': 'Build and e-mail an order’s PDF',
  'period-reading': 'Build and e-mail a period reading',
  receipt: 'Build and e-mail a receipt',
  'send-email': 'Send an e-mail',
  'fulfilment-sweep': 'Refund overdue orders, open due readings',
  'session-expiry-sweep': 'End sessions whose time ran out',
  'horoscope-precompute': 'Prepare tomorrow’s horoscopes',
};

function FailedJobCard({ job }: { job: FailedJob }) {
  const [retry, { isLoading }] = useRetryJobMutation();
  const { toast } = useToast();
  const failed = useFailureToast();
  const label = jobLabels[job.name] ?? job.name;
  return (
    <Card variant="outlined" component="li" aria-label={`${label}: ${job.jobId}`} sx={{ borderRadius: 2, listStyle: 'none' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3">
              {label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Job {job.jobId} · failed {formatShortDateTime(job.failedAt)} after {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Last error: {job.error}
            </Typography>
          </Stack>
          <Button
            variant="outlined"
            disabled={isLoading}
            aria-label={`Retry ${job.jobId}`}
            sx={{ flexShrink: 0, minHeight: 44 }}
            onClick={() =>
              void retry(job.jobId)
                .unwrap()
                .then(() => toast({ title: 'Job started again', description: `${label} (${job.jobId}) runs again from its first attempt.`, variant: 'success' }))
                .catch((cause: unknown) => failed('Failed to retry the job', cause))
            }
          >
            Retry
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
  const { data, isLoading, isError, refetch, isFetching } = useFailedJobsQuery();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }} component="section" aria-label="Failed jobs">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            Failed jobs
          </Typography>
          <Button size="small" onClick={() => void refetch()} disabled={isFetching}>
            Refresh
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Work done in the background that failed every attempt, newest first. Retry one once its cause is fixed (the mail server is
          back, for instance).
        </Typography>
        {isLoading ? <Skeleton variant="rounded" height={96} /> : null}
        {isError ? <Alert severity="error">The failed jobs could not be loaded. Please try again.</Alert> : null}
        {data && data.failed.length === 0 ? <Alert severity="success">No job has failed.</Alert> : null}
        {data && data.failed.length > 0 ? (
          <Stack component="ul" spacing={1.5} aria-label="Jobs that failed every attempt" sx={{ p: 0, m: 0 }}>
            {data.failed.map((job) => (
              <FailedJobCard key={`${job.queue}:${job.jobId}`} job={job} />
            ))}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
