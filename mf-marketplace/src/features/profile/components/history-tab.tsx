import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import type { Consultation } from '@astrosetu/contracts';
import { EmptyState } from '@astrosetu/design-system/empty-state';
import { ConsultationListItem } from '../../../shared/consultations/consultation-list-item';
import { useMarketplaceText } from '../../../locales/use-text';

const SHOWN = 10;

/** History: the latest sessions, with the full history one click away. */
export function HistoryTab({ consultations, failed, onBrowse }: { consultations: readonly Consultation[] | undefined; failed: boolean; onBrowse: () => void }) {
  const { t } = useMarketplaceText();
  if (failed && !consultations) return <Alert severity="error">{t('profile.history.failed')}</Alert>;
  if (!consultations) return <Skeleton variant="rounded" height={180} role="progressbar" aria-label={t('profile.history.loading')} />;
  if (consultations.length === 0) {
    return <EmptyState icon={<ForumOutlined />} title={t('profile.history.empty.title')} description={t('profile.history.empty.description')} headingLevel="h3" actionLabel={t('home.recent.find')} onAction={onBrowse} />;
  }
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Paper variant="outlined" sx={{ borderRadius: 3, width: '100%' }}>
        <Stack component="ul" aria-label={t('profile.history.label')} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {consultations.slice(0, SHOWN).map((consultation) => (
            <li key={consultation.id}>
              <ConsultationListItem consultation={consultation} />
            </li>
          ))}
        </Stack>
      </Paper>
      <Button component={RouterLink} to="/consultations" variant="outlined">
        {t('profile.history.openFull')}
      </Button>
    </Stack>
  );
}
