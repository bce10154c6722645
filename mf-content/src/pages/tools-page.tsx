import { useCallback, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHero } from '@astrosetu/design-system/page-hero';
import { ZODIAC_SIGNS, ZodiacSignTile } from '@astrosetu/design-system/zodiac-sign-tile';
import { AdvancedAnalysisTool } from '../features/advanced-analysis/components/advanced-analysis-tool';
import { BirthChartTool } from '../features/birth-chart/components/birth-chart-tool';
import { CompatibilityTool } from '../features/compatibility/components/compatibility-tool';
import { HoroscopeReadingTool } from '../features/horoscope-reading/components/horoscope-reading-tool';
import { NumerologyCalculator } from '../features/numerology/components/numerology-calculator';
import { TodaysPanchang } from '../features/panchang/components/todays-panchang';
import { ToolServicesGrid } from '../features/tools-catalogue/components/tool-services-grid';
import { useDocumentMeta } from '@astrosetu/web-core';
import { PageSection } from '../shared/ui/page-section';

export const TOOL_TABS = [
  { id: 'birth-chart', label: 'Birth Chart' },
  { id: 'compatibility', label: 'Compatibility' },
  { id: 'daily-horoscope', label: 'Daily Horoscope' },
  { id: 'advanced-calculations', label: 'Advanced Calculations' },
] as const;
type ToolTab = (typeof TOOL_TABS)[number]['id'];

interface ToolPath {
  title: string;
  subtitle: string;
  defaultTab: ToolTab;
  /** A section shown above the tabs for this path. */
  focus?: { title: string; subtitle?: string; content: () => ReactNode };
}

function ZodiacSignsGrid() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' } }}>
      {ZODIAC_SIGNS.map((sign) => (
        <ZodiacSignTile key={sign.id} sign={sign} showDates href={`/daily-horoscope?sign=${sign.id}`} />
      ))}
    </Box>
  );
}

const DEFAULT_PATH: ToolPath = {
  title: 'Astrology Tools',
  subtitle: 'Free Vedic tools computed from the real positions of the planets: birth chart, compatibility, horoscopes and KP analysis.',
  defaultTab: 'birth-chart',
};

/** The tool paths share this page (/festivals has its own page); each path opens on what its visitor came for. */
const TOOL_PATHS: Record<string, ToolPath> = {
  '/astrology-tools': DEFAULT_PATH,
  '/kundli': {
    title: 'Kundli',
    subtitle: 'Your free Vedic birth chart: planets, houses, nakshatras, dashas, yogas and doshas, with North, South and Diamond charts.',
    defaultTab: 'birth-chart',
  },
  '/panchang': {
    title: 'Panchang',
    subtitle: "Today's tithi, nakshatra, yoga, karana and vara with sunrise and sunset for your place.",
    defaultTab: 'birth-chart',
    focus: { title: "Today's Panchang", subtitle: 'Choose a place and a date; times are local to the place.', content: () => <TodaysPanchang /> },
  },
  '/love-compatibility': {
    title: 'Love Compatibility',
    subtitle: 'How well two zodiac signs get along: score, strengths, challenges and advice.',
    defaultTab: 'compatibility',
  },
  '/numerology': {
    title: 'Numerology',
    subtitle: 'Your life path, destiny, soul urge and personal year numbers from your name and birth date.',
    defaultTab: 'birth-chart',
    focus: { title: 'Numerology Calculator', content: () => <NumerologyCalculator /> },
  },
  '/remedies': { ...DEFAULT_PATH, title: 'Remedies', subtitle: 'Find what your chart needs, then get personal remedies from our astrologers.' },
  '/planet-transits': {
    ...DEFAULT_PATH,
    title: 'Planet Transits',
    subtitle: 'See how the planets moving today touch your sign, and read your own chart against them.',
    defaultTab: 'daily-horoscope',
  },
  '/vastu': { ...DEFAULT_PATH, title: 'Vastu', subtitle: 'Vastu consultations and the astrology tools that go with them.' },
  '/zodiac-signs': {
    ...DEFAULT_PATH,
    title: 'Zodiac Signs',
    subtitle: 'The twelve rashis with their Sanskrit, Hindi and Tamil names.',
    focus: { title: 'The Twelve Signs', content: () => <ZodiacSignsGrid /> },
  },
  '/spirituality': { ...DEFAULT_PATH, title: 'Spirituality', subtitle: 'Tools for self-understanding rooted in Jyotisha.' },
};

function isToolTab(value: string | null): value is ToolTab {
  return TOOL_TABS.some((tab) => tab.id === value);
}

function useToolTab(defaultTab: ToolTab): [ToolTab, (tab: ToolTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isToolTab(value) ? value : defaultTab;
  const select = useCallback(
    (next: ToolTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [tab, select];
}

/** The generic tools page: this path's focus, the four free tools in tabs, then the eight paid services. */
export default function ToolsPage() {
  const { pathname } = useLocation();
  const path = TOOL_PATHS[pathname.replace(/\/+$/, '')] ?? DEFAULT_PATH;
  const [tab, selectTab] = useToolTab(path.defaultTab);
  useDocumentMeta({ title: path.title, description: path.subtitle });

  return (
    <>
      <PageHero title={path.title} subtitle={path.subtitle} eyebrow="Free Vedic astrology tools" dense />
      {path.focus ? (
        <PageSection title={path.focus.title} subtitle={path.focus.subtitle}>
          {path.focus.content()}
        </PageSection>
      ) : null}
      <PageSection title="Free Astrology Tools" subtitle="Real calculations from the sidereal (Lahiri) positions of the planets.">
        <Paper variant="outlined" sx={{ mb: 3 }}>
          <Tabs value={tab} onChange={(_event, next: ToolTab) => selectTab(next)} variant="scrollable" scrollButtons="auto" aria-label="Astrology tools">
            {TOOL_TABS.map((candidate) => (
              <Tab key={candidate.id} value={candidate.id} label={candidate.label} id={`tool-tab-${candidate.id}`} aria-controls={`tool-panel-${candidate.id}`} />
            ))}
          </Tabs>
        </Paper>
        <Box role="tabpanel" id={`tool-panel-${tab}`} aria-labelledby={`tool-tab-${tab}`}>
          {tab === 'birth-chart' ? <BirthChartTool /> : null}
          {tab === 'compatibility' ? <CompatibilityTool /> : null}
          {tab === 'daily-horoscope' ? <HoroscopeReadingTool /> : null}
          {tab === 'advanced-calculations' ? <AdvancedAnalysisTool /> : null}
        </Box>
      </PageSection>
      <PageSection tinted title="Premium Astrology Services" subtitle="Prepared for you by experienced astrologers and delivered digitally.">
        <ToolServicesGrid />
      </PageSection>
    </>
  );
}
