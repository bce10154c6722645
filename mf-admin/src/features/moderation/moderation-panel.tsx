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
import { useAdminText } from '../../locales/use-text';

/** The moderation queue: customers' reports to decide, and who keeps trying to take customers off the platform. */
export function ModerationPanel() {
  const { t } = useAdminText();
  const [status, setStatus] = useState<ReportStatus>('open');
  const statusOptions = [
    { value: 'open', label: t('moderation.status.open') },
    { value: 'actioned', label: t('moderation.status.actioned') },
    { value: 'dismissed', label: t('moderation.status.dismissed') },
  ];
  const reports = useModerationReportsQuery(status);
  const attempts = useContactAttemptsQuery();
  const failed = useFailureToast();

  useEffect(() => {
    if (reports.error) failed(t('moderation.fetchFailed'), reports.error);
  }, [reports.error, failed, t]);

  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {t('moderation.reports')}
          </Typography>
          <FilterSelect label={t('moderation.show')} value={status} options={statusOptions} onChange={(value) => setStatus(value as ReportStatus)} minWidth={200} />
        </Stack>
        {reports.isLoading ? <CircularProgress aria-label={t('moderation.loading')} /> : null}
        {reports.isError ? (
          <Alert severity="error" action={<Button onClick={() => void reports.refetch()}>{t('moderation.retry')}</Button>}>
            {t('moderation.failed')}
          </Alert>
        ) : null}
        {reports.data?.length === 0 ? <Typography color="text.secondary">{status === 'open' ? t('moderation.noneOpen') : t('moderation.noneYet')}</Typography> : null}
        {reports.data?.map((report) => <ReportCard key={report.id} report={report} />)}
      </Stack>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('moderation.attempts.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('moderation.attempts.intro')}
        </Typography>
        {attempts.data ? <ContactAttemptsTable counts={attempts.data} /> : null}
        {attempts.isError ? <Alert severity="error">{t('moderation.attempts.failed')}</Alert> : null}
      </Stack>
    </Stack>
  );
}
