import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HoroscopePeriod } from '@astrosetu/contracts';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { zodiacSignById } from '@astrosetu/design-system/zodiac-sign-tile';
import { useDocumentMeta } from '@astrosetu/web-core';
import { ZodiacSignPicker } from '../../../shared/ui/zodiac-sign-picker';
import { useGetHoroscopesQuery } from '../api/horoscopes-api';
import { periodLabel } from '../model/horoscope-periods';
import { useSelectedSign } from '../model/use-selected-sign';
import { useContentText } from '../../../locales/use-text';
import { HoroscopeDetailCards } from './horoscope-detail-cards';
import { ReadingEmpty, ReadingLoading } from './reading-state';

/** The page of one period's horoscope: sign picker, then every card of that sign's reading. */
export function HoroscopePeriodPage({ period }: { period: HoroscopePeriod }) {
  const { t, language } = useContentText();
  const title = t(`horoscopes.page.${period}.title`);
  const subtitle = t(`horoscopes.page.${period}.subtitle`);
  const [signId, selectSign] = useSelectedSign();
  const sign = zodiacSignById(signId);
  const { data, isLoading, isFetching, isError } = useGetHoroscopesQuery(period);
  const entry = data?.horoscopes.find((candidate) => candidate.sign === signId);
  const when = periodLabel(period);
  const signName = t(`zodiac.${sign.id}`);
  const signTitle = t('horoscopes.page.signTitle', { sign: signName, title });
  // Each sign's page has its own title and description (search results list all 36), as the prerender writes them.
  useDocumentMeta({
    title: t('horoscopes.page.metaTitle', { title: signTitle, when }),
    description: t('horoscopes.page.signDescription', { title: signTitle, text: entry?.prediction ?? subtitle }),
  });

  return (
    <>
      <PageHero title={t('horoscopes.page.heroTitle', { title, when })} subtitle={subtitle} eyebrow={t('horoscopes.page.eyebrow')} dense />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="sign-picker-heading">
            <Typography id="sign-picker-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
              {t('horoscopes.chooseSign')}
            </Typography>
            <ZodiacSignPicker value={signId} onChange={selectSign} label={t('horoscopes.zodiacSigns')} />
          </Box>
          <Box component="section" aria-labelledby="reading-heading" aria-busy={isFetching || undefined}>
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }}>
              <Box aria-hidden sx={{ fontSize: 34, lineHeight: 1, color: 'primary.main' }}>
                {sign.symbol}
              </Box>
              <Box>
                <Typography id="reading-heading" variant="h4" component="h2">
                  {/* The Sanskrit name in Latin letters, and the Hindi and Tamil names, help an English reader; a reader of an
                      Indian language reads the Sanskrit name in their own script already (zodiac-sign-tile.tsx). */}
                  {language === 'en' ? t('horoscopes.signWithSanskrit', { sign: signName, sanskrit: sign.sanskrit }) : signName}
                </Typography>
                <Typography color="text.secondary">
                  {language === 'en' ? (
                    <>
                      <span lang="hi">{sign.hindi}</span> · <span lang="ta">{sign.tamil}</span> ·{' '}
                    </>
                  ) : null}
                  {when}
                </Typography>
              </Box>
            </Stack>
            {isLoading ? <ReadingLoading text={t(`horoscopes.page.${period}.loading`)} /> : null}
            {!isLoading && (isError || !entry) ? <ReadingEmpty text={t(`horoscopes.page.${period}.empty`)} /> : null}
            {!isLoading && !isError && entry ? <HoroscopeDetailCards entry={entry} period={period} /> : null}
          </Box>
        </Stack>
      </Container>
    </>
  );
}
