import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ForumRounded from '@mui/icons-material/ForumRounded';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { GunaMilanCheck } from '../features/guna-milan/components/guna-milan-check';
import { MatchMakingPackages } from '../features/match-making/components/match-making-packages';
import { BenefitList, HowItWorks, SuccessStories } from '../features/match-making/components/match-making-story';
import { useConsultExpert } from '../features/match-making/model/use-match-making-purchase';
import { useDocumentMeta } from '@astrosetu/web-core';
import { PageSection } from '../shared/ui/page-section';

/** /match-making: Kundli matching for marriage, a free guna milan check and the three packages. */
export default function MatchMakingPage() {
  const consult = useConsultExpert();
  const subtitle =
    'Kundli matching the traditional way: all eight kootas, Mangal dosha and both charts read together by experienced astrologers.';
  useDocumentMeta({ title: 'Match Making', description: subtitle });
  return (
    <>
      <PageHero
        title="Match Making"
        eyebrow="500+ successful matches · 15+ years of experience"
        subtitle={subtitle}
        actions={
          <Button variant="contained" color="secondary" size="large" startIcon={<ForumRounded />} onClick={consult}>
            Consult a Marriage Expert
          </Button>
        }
      />
      <PageSection title="Why Match Making with AstroSetu">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'center' }}>
          <BenefitList />
          <Stack direction="row" spacing={3} justifyContent="center">
            <Box textAlign="center">
              <Typography variant="h2" component="p" color="primary.main" sx={{ fontWeight: 700 }}>
                500+
              </Typography>
              <Typography color="text.secondary">successful matches</Typography>
            </Box>
            <Box textAlign="center">
              <Typography variant="h2" component="p" color="primary.main" sx={{ fontWeight: 700 }}>
                15+
              </Typography>
              <Typography color="text.secondary">years of experience</Typography>
            </Box>
          </Stack>
        </Box>
      </PageSection>
      <PageSection id="guna-milan" tinted title="Free Guna Milan Check" subtitle="Enter both birth details to see the eight kootas and the score out of 36.">
        <GunaMilanCheck />
      </PageSection>
      <PageSection title="Match Making Packages" subtitle="A personal analysis by an astrologer, delivered digitally.">
        <MatchMakingPackages />
      </PageSection>
      <PageSection tinted title="How It Works">
        <HowItWorks />
      </PageSection>
      <PageSection title="Success Stories">
        <SuccessStories />
      </PageSection>
      <PageSection>
        <Stack alignItems="center" spacing={2} textAlign="center" sx={{ py: 2 }}>
          <Typography variant="h4" component="h2">
            Ready to find out how well you match?
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
            Talk to a marriage specialist today, or start with the free guna milan check above.
          </Typography>
          <Button variant="contained" size="large" onClick={consult}>
            Consult a Marriage Expert
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
