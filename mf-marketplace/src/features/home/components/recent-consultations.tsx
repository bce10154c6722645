import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Consultation } from '@astrosetu/contracts';
import { ConsultationListItem } from '../../../shared/consultations/consultation-list-item';
import { useMarketplaceText } from '../../../locales/use-text';

/** The two most recent consultations. */
export const RECENT_COUNT = 2;

export interface RecentConsultationsProps {
  /** Newest first; undefined while loading. */
  consultations: readonly Consultation[] | undefined;
  failed: boolean;
}

export function RecentConsultations({ consultations, failed }: RecentConsultationsProps) {
  const { t } = useMarketplaceText();
  if (failed && !consultations) return <Alert severity="warning">{t('home.recent.failed')}</Alert>;
  if (!consultations) {
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }} aria-busy="true">
        <Skeleton variant="rounded" height={64} sx={{ mb: 1.5 }} />
        <Skeleton variant="rounded" height={64} />
      </Paper>
    );
  }
  if (consultations.length === 0) {
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} justifyContent="space-between">
          <Typography color="text.secondary">{t('home.recent.empty')}</Typography>
          <Button component={RouterLink} to="/astrologers?online=true" variant="outlined">
            {t('home.recent.find')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <Stack component="ul" aria-label={t('home.recent.label')} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {consultations.slice(0, RECENT_COUNT).map((consultation) => (
          <li key={consultation.id}>
            <ConsultationListItem
              consultation={consultation}
              actions={
                consultation.status === 'active' ? (
                  <Button component={RouterLink} to="/chat" variant="contained" color="success" size="small">
                    {t('home.recent.resume')}
                  </Button>
                ) : null
              }
            />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
