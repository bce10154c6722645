import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ForumRounded from '@mui/icons-material/ForumRounded';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { GunaMilanCheck } from '../features/guna-milan/components/guna-milan-check';
import { MatchMakingPackages } from '../features/match-making/components/match-making-packages';
import { BenefitList, HowItWorks } from '../features/match-making/components/match-making-story';
import { useConsultExpert } from '../features/match-making/model/use-match-making-purchase';
import { useDocumentMeta } from '@astrosetu/web-core';
import { PageSection } from '../shared/ui/page-section';
import { useContentText } from '../locales/use-text';

/** /match-making: Kundli matching for marriage, a free guna milan check and the three packages. */
export default function MatchMakingPage() {
  const { t } = useContentText();
  const consult = useConsultExpert();
  const subtitle = t('match.meta.subtitle');
  useDocumentMeta({ title: t('match.meta.title'), description: subtitle });
  return (
    <>
      <PageHero
        title={t('match.meta.title')}
        eyebrow={t('match.meta.eyebrow')}
        subtitle={subtitle}
        actions={
          <Button variant="contained" color="secondary" size="large" startIcon={<ForumRounded />} onClick={consult}>
            {t('match.consult')}
          </Button>
        }
      />
      {/* No counts of matches or years and no testimonials: AstroSetu has no real figures or published reviews of
          match-making to show (docs/product-rules.md#home-figures: only what the server can count). */}
      <PageSection title={t('match.why')}>
        <BenefitList />
      </PageSection>
      <PageSection id="guna-milan" tinted title={t('match.freeTitle')} subtitle={t('match.freeSubtitle')}>
        <GunaMilanCheck />
      </PageSection>
      <PageSection title={t('match.packagesTitle')} subtitle={t('match.packagesSubtitle')}>
        <MatchMakingPackages />
      </PageSection>
      <PageSection tinted title={t('match.howTitle')}>
        <HowItWorks />
      </PageSection>
      <PageSection>
        <Stack alignItems="center" spacing={2} textAlign="center" sx={{ py: 2 }}>
          <Typography variant="h4" component="h2">
            {t('match.readyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
            {t('match.readyText')}
          </Typography>
          <Button variant="contained" size="large" onClick={consult}>
            {t('match.consult')}
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
