import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import WorkRounded from '@mui/icons-material/WorkRounded';
import type { HoroscopeEntry } from '@astrosetu/contracts';
import { useContentText } from '../../../locales/use-text';
import { ReadingCard } from './reading-card';

/**
 * The guidance card and the four areas of life (love, career, health, money) of a reading, as both the period
 * pages and the combined page's compact reading show them; only the guidance card's title differs.
 */
export function LifeAreaCards({ entry, guidanceTitle }: { entry: HoroscopeEntry; guidanceTitle: string }) {
  const { t } = useContentText();
  return (
    <>
      <ReadingCard title={guidanceTitle} icon={<LightbulbRounded />} tone="secondary">
        {entry.generalAdvice}
      </ReadingCard>
      <ReadingCard title={t('horoscopes.card.love')} icon={<FavoriteRounded />} tone="error">
        {entry.loveLife}
      </ReadingCard>
      <ReadingCard title={t('horoscopes.card.career')} icon={<WorkRounded />} tone="info">
        {entry.career}
      </ReadingCard>
      <ReadingCard title={t('horoscopes.card.health')} icon={<SpaRounded />} tone="success">
        {entry.health}
      </ReadingCard>
      <ReadingCard title={t('horoscopes.card.finance')} icon={<CurrencyRupeeRounded />} tone="warning">
        {entry.finances}
      </ReadingCard>
    </>
  );
}
