import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { newestFirst, useConsultationsOfUserQuery } from '../../shared/api/consultations-api';
import { HomeSection } from './components/home-section';
import { RecentConsultations } from './components/recent-consultations';
import { useMarketplaceText } from '../../locales/use-text';

/** The signed-in customer's two most recent consultations, with View All. */
export default function RecentConsultationsSection({ userId }: { userId: number }) {
  const { t } = useMarketplaceText();
  const { data, isError } = useConsultationsOfUserQuery(userId, { refetchOnMountOrArgChange: true });
  const recent = useMemo(() => (data ? newestFirst(data) : undefined), [data]);
  return (
    <HomeSection
      id="recent-consultations-heading"
      title={t('home.recent.title')}
      action={
        <Button component={RouterLink} to="/consultations" endIcon={<ArrowForwardRounded />}>
          {t('home.recent.viewAll')}
        </Button>
      }
    >
      <RecentConsultations consultations={recent} failed={isError} />
    </HomeSection>
  );
}
