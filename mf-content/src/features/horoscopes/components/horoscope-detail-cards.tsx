import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import SelfImprovementRounded from '@mui/icons-material/SelfImprovementRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import StarsRounded from '@mui/icons-material/StarsRounded';
import TagRounded from '@mui/icons-material/TagRounded';
import WorkRounded from '@mui/icons-material/WorkRounded';
import type { HoroscopeEntry, HoroscopePeriod } from '@astrosetu/contracts';
import { formatShortDay } from '@astrosetu/design-system/format';
import { LuckyColors, LuckyNumbers } from './lucky-chips';
import { ReadingCard } from './reading-card';

/** The four static Weekly Highlights bullets. */
export const WEEKLY_HIGHLIGHTS = [
  'Plan important conversations for your best days and keep the cautious days for routine work.',
  'Begin the week with a short prayer or meditation to set a clear intention.',
  'Review your spending mid-week; small savings add up by Saturday.',
  'Make time for family or friends at the weekend to recharge.',
] as const;

/** The static Monthly Themes. */
export const MONTHLY_THEMES = [
  'Steady effort over quick wins: build on what you started last month.',
  'Relationships grow through honest, patient conversations.',
  'Health improves with regular sleep, simple food and daily movement.',
  'A good month to learn, reflect and plan the next step of your career.',
] as const;

const PERIOD_WORDS: Record<HoroscopePeriod, { guidance: string; spiritual: string }> = {
  daily: { guidance: 'General Advice', spiritual: 'Spiritual Guidance' },
  weekly: { guidance: 'Weekly Guidance', spiritual: 'Spiritual Focus' },
  monthly: { guidance: 'Monthly Guidance', spiritual: 'Spiritual Growth' },
  yearly: { guidance: 'Guidance for the Year', spiritual: 'Spiritual Path' },
};

function DayList({ days }: { days: NonNullable<HoroscopeEntry['bestDays']> }) {
  if (days.length === 0) return <Typography color="text.secondary">No particular days this period.</Typography>;
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

function transitLine(transit: HoroscopeEntry['transits'][number]): string {
  const retro = transit.retrograde ? ' (retrograde)' : '';
  return `${transit.planet}${retro} in ${transit.sign}, your house ${transit.house}: ${transit.effect}`;
}

/** Every card and section of the daily, weekly or monthly horoscope page. */
export function HoroscopeDetailCards({ entry, period }: { entry: HoroscopeEntry; period: HoroscopePeriod }) {
  const words = PERIOD_WORDS[period];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      <ReadingCard title={`${entry.signName} prediction`} icon={<AutoAwesomeRounded />} wide>
        {entry.prediction}
      </ReadingCard>
      <ReadingCard title={words.guidance} icon={<LightbulbRounded />} tone="secondary">
        {entry.generalAdvice}
      </ReadingCard>
      <ReadingCard title="Love & Relationships" icon={<FavoriteRounded />} tone="error">
        {entry.loveLife}
      </ReadingCard>
      <ReadingCard title="Career & Work" icon={<WorkRounded />} tone="info">
        {entry.career}
      </ReadingCard>
      <ReadingCard title="Health & Wellness" icon={<SpaRounded />} tone="success">
        {entry.health}
      </ReadingCard>
      <ReadingCard title="Finance & Money" icon={<CurrencyRupeeRounded />} tone="warning">
        {entry.finances}
      </ReadingCard>
      <ReadingCard title={words.spiritual} icon={<SelfImprovementRounded />} tone="secondary">
        {entry.spirituality}
      </ReadingCard>
      <ReadingCard title="Lucky Numbers" icon={<TagRounded />}>
        <LuckyNumbers numbers={entry.luckyNumbers} />
      </ReadingCard>
      <ReadingCard title="Lucky Colors" icon={<PaletteRounded />}>
        <LuckyColors colors={entry.luckyColors} />
      </ReadingCard>
      <ReadingCard title="Favorable Time" icon={<AccessTimeRounded />} tone="success">
        {entry.favorableTime}
      </ReadingCard>
      <ReadingCard title="Time to Avoid" icon={<BlockRounded />} tone="error">
        {entry.avoidTime}
      </ReadingCard>
      {period === 'weekly' ? (
        <>
          <ReadingCard title="Best Days" icon={<EventAvailableRounded />} tone="success">
            <DayList days={entry.bestDays ?? []} />
          </ReadingCard>
          <ReadingCard title="Days to Be Cautious" icon={<EventBusyRounded />} tone="warning">
            <DayList days={entry.cautionDays ?? []} />
          </ReadingCard>
          <ReadingCard title="Weekly Highlights" icon={<StarsRounded />} wide>
            <BulletList items={WEEKLY_HIGHLIGHTS} />
          </ReadingCard>
        </>
      ) : null}
      {period === 'monthly' ? (
        <>
          <ReadingCard title="Favorable Period" icon={<EventAvailableRounded />} tone="success">
            {entry.favorablePeriod ?? 'The Moon gives no strongly favourable stretch this month; steady effort works best.'}
          </ReadingCard>
          <ReadingCard title="Challenging Period" icon={<EventBusyRounded />} tone="warning">
            {entry.challengingPeriod ?? 'No strongly challenging stretch this month.'}
          </ReadingCard>
          <ReadingCard title="Monthly Themes" icon={<StarsRounded />}>
            <BulletList items={MONTHLY_THEMES} />
          </ReadingCard>
          <ReadingCard title="Planetary Influences" icon={<PublicRounded />} wide>
            <BulletList items={entry.transits.map(transitLine)} />
          </ReadingCard>
        </>
      ) : null}
      {period === 'yearly' ? (
        <>
          <ReadingCard title="Best Stretch of Months" icon={<EventAvailableRounded />} tone="success">
            {entry.favorablePeriod ?? 'No run of favourable months this year; steady effort works best.'}
          </ReadingCard>
          <ReadingCard title="Months to Be Careful" icon={<EventBusyRounded />} tone="warning">
            {entry.challengingPeriod ?? 'No strongly challenging stretch this year.'}
          </ReadingCard>
          <ReadingCard title="Planetary Influences (1 July)" icon={<PublicRounded />} wide>
            <BulletList items={entry.transits.map(transitLine)} />
          </ReadingCard>
        </>
      ) : null}
    </Box>
  );
}
