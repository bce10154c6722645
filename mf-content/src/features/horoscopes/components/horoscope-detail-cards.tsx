import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import SelfImprovementRounded from '@mui/icons-material/SelfImprovementRounded';
import StarsRounded from '@mui/icons-material/StarsRounded';
import TagRounded from '@mui/icons-material/TagRounded';
import type { HoroscopeEntry, HoroscopePeriod } from '@astrosetu/contracts';
import { formatShortDay } from '@astrosetu/design-system/format';
import { useContentText } from '../../../locales/use-text';
import { LuckyColors, LuckyNumbers } from './lucky-chips';
import { LifeAreaCards } from './life-area-cards';
import { ReadingCard } from './reading-card';

/** The four static Weekly Highlights bullets and the four Monthly Themes (catalogue keys by position). */
const WEEKLY_HIGHLIGHTS = [0, 1, 2, 3] as const;
const MONTHLY_THEMES = [0, 1, 2, 3] as const;

function DayList({ days }: { days: NonNullable<HoroscopeEntry['bestDays']> }) {
  const { t } = useContentText();
  if (days.length === 0) return <Typography color="text.secondary">{t('horoscopes.noDays')}</Typography>;
  return (
    <List dense disablePadding>
      {days.map((day) => (
        <ListItem key={day.date} disableGutters>
          <ListItemText primary={formatShortDay(day.date)} secondary={day.reason} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        </ListItem>
      ))}
    </List>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
      {items.map((item) => (
        <Typography component="li" variant="body1" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** Every card and section of the daily, weekly or monthly horoscope page. */
export function HoroscopeDetailCards({ entry, period }: { entry: HoroscopeEntry; period: HoroscopePeriod }) {
  const { t } = useContentText();
  // Planet, sign and effect come from the server, in the language the site asked for (Accept-Language).
  const transitLine = (transit: HoroscopeEntry['transits'][number]) =>
    t(transit.retrograde ? 'horoscopes.transitLineRetrograde' : 'horoscopes.transitLine', { planet: transit.planet, sign: transit.sign, house: transit.house, effect: transit.effect });
  const weeklyHighlights = WEEKLY_HIGHLIGHTS.map((index) => t(`horoscopes.weeklyHighlights.${index}`));
  const monthlyThemes = MONTHLY_THEMES.map((index) => t(`horoscopes.monthlyThemes.${index}`));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      <ReadingCard title={t('horoscopes.card.prediction', { sign: t(`zodiac.${entry.sign}`) })} icon={<AutoAwesomeRounded />} wide>
        {entry.prediction}
      </ReadingCard>
      <LifeAreaCards entry={entry} guidanceTitle={t(`horoscopes.words.${period}.guidance`)} />
      <ReadingCard title={t(`horoscopes.words.${period}.spiritual`)} icon={<SelfImprovementRounded />} tone="secondary">
        {entry.spirituality}
      </ReadingCard>
      <ReadingCard title={t('horoscopes.card.luckyNumbers')} icon={<TagRounded />}>
        <LuckyNumbers numbers={entry.luckyNumbers} />
      </ReadingCard>
      <ReadingCard title={t('horoscopes.card.luckyColors')} icon={<PaletteRounded />}>
        <LuckyColors colors={entry.luckyColors} names={entry.luckyColorNames} />
      </ReadingCard>
      <ReadingCard title={t('horoscopes.card.favorableTime')} icon={<AccessTimeRounded />} tone="success">
        {entry.favorableTime}
      </ReadingCard>
      <ReadingCard title={t('horoscopes.card.avoidTime')} icon={<BlockRounded />} tone="error">
        {entry.avoidTime}
      </ReadingCard>
      {period === 'weekly' ? (
        <>
          <ReadingCard title={t('horoscopes.card.bestDays')} icon={<EventAvailableRounded />} tone="success">
            <DayList days={entry.bestDays ?? []} />
          </ReadingCard>
          <ReadingCard title={t('horoscopes.card.cautionDays')} icon={<EventBusyRounded />} tone="warning">
            <DayList days={entry.cautionDays ?? []} />
          </ReadingCard>
          <ReadingCard title={t('horoscopes.card.weeklyHighlights')} icon={<StarsRounded />} wide>
            <BulletList items={weeklyHighlights} />
          </ReadingCard>
        </>
      ) : null}
      {period === 'monthly' ? (
        <>
          <ReadingCard title={t('horoscopes.card.favorablePeriod')} icon={<EventAvailableRounded />} tone="success">
            {entry.favorablePeriod ?? t('horoscopes.noFavorableMonth')}
          </ReadingCard>
          <ReadingCard title={t('horoscopes.card.challengingPeriod')} icon={<EventBusyRounded />} tone="warning">
            {entry.challengingPeriod ?? t('horoscopes.noChallengingMonth')}
          </ReadingCard>
          <ReadingCard title={t('horoscopes.card.monthlyThemes')} icon={<StarsRounded />}>
            <BulletList items={monthlyThemes} />
          </ReadingCard>
          <ReadingCard title={t('horoscopes.card.planetaryInfluences')} icon={<PublicRounded />} wide>
            <BulletList items={entry.transits.map(transitLine)} />
          </ReadingCard>
        </>
      ) : null}
      {period === 'yearly' ? (
        <>
          <ReadingCard title={t('horoscopes.card.bestMonths')} icon={<EventAvailableRounded />} tone="success">
            {entry.favorablePeriod ?? t('horoscopes.noFavorableYear')}
          </ReadingCard>
          <ReadingCard title={t('horoscopes.card.carefulMonths')} icon={<EventBusyRounded />} tone="warning">
            {entry.challengingPeriod ?? t('horoscopes.noChallengingYear')}
          </ReadingCard>
          <ReadingCard title={t('horoscopes.card.planetaryInfluencesJuly')} icon={<PublicRounded />} wide>
            <BulletList items={entry.transits.map(transitLine)} />
          </ReadingCard>
        </>
      ) : null}
    </Box>
  );
}
