import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportStatus } from '@astrosetu/contracts';
import { FilterSelect } from '../../shared/table/filter-select';
import { useFailureToast } from '../../shared/ui/use-failure-toast';
import { ContactAttemptsTable } from './contact-attempts-table';
import { useContactAttemptsQuery, useModerationReportsQuery } from './moderation-api';
import { ReportCard } from './report-card';

const statusOptions = [
  { value: 'open', label: 'Open (oldest first)' },
  { value: 'actioned', label: 'Actioned' },
  { value: 'dismissed', label: 'Dismissed' },
] as const;

/** The moderation queue: customers' reports to decide, and who keeps trying to take customers off the platform. */
export function ModerationPanel() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useModerationReportsQuery(status);
  const attempts = useContactAttemptsQuery();
  const failed = useFailureToast();

  useEffect(() => {
    if (reports.error) failed('Failed to fetch reports', reports.error);
  }, [reports.error, failed]);

  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            Reports
          </Typography>
          <FilterSelect label="Show" value={status} options={statusOptions} onChange={(value) => setStatus(value as ReportStatus)} minWidth={200} />
        </Stack>
        {reports.isLoading ? <CircularProgress aria-label="Loading reports" /> : null}
        {reports.isError ? (
          <Alert severity="error" action={<Button onClick={() => void reports.refetch()}>Retry</Button>}>
            The reports could not be loaded.
          </Alert>
        ) : null}
        {reports.data?.length === 0 ? <Typography color="text.secondary">{status === 'open' ? 'No open reports.' : 'Nothing here yet.'}</Typography> : null}
        {reports.data?.map((report) => <ReportCard key={report.id} report={report} />)}
      </Stack>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Contact-sharing attempts
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Messages in which the chat hid an astrologer&apos;s phone number, e-mail, UPI ID, payment link or messaging handle.
        </Typography>
        {attempts.data ? <ContactAttemptsTable counts={attempts.data} /> : null}
        {attempts.isError ? <Alert severity="error">The attempts could not be loaded.</Alert> : null}
      </Stack>
    </Stack>
  );
}
