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
import { RenderAfterFirstCommit, useDocumentMeta } from '@astrosetu/web-core';
import { useContentText } from '../locales/use-text';
import { PageSection } from '../shared/ui/page-section';

/** The four free tools, in tab order (labels: tools.tabs.{id}). */
export const TOOL_TABS = ['birth-chart', 'compatibility', 'daily-horoscope', 'advanced-calculations'] as const;
type ToolTab = (typeof TOOL_TABS)[number];

/** A path's copy lives in the catalogue under tools.paths.{key}: title, subtitle, and focusTitle/focusSubtitle. */
type PathKey = 'default' | 'kundli' | 'panchang' | 'love-compatibility' | 'numerology' | 'remedies' | 'planet-transits' | 'vastu' | 'zodiac-signs' | 'spirituality';

interface ToolPath {
  key: PathKey;
  defaultTab: ToolTab;
  /** A section shown above the tabs for this path. */
  focus?: { hasSubtitle?: boolean; content: () => ReactNode };
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

/** About the height of a tool's form at phone width, held while the form renders (see ToolsPage). */
const TOOL_PANEL_RESERVED_HEIGHT = 420;

const DEFAULT_PATH: ToolPath = { key: 'default', defaultTab: 'birth-chart' };

/** The tool paths share this page (/festivals has its own page); each path opens on what its visitor came for. */
const TOOL_PATHS: Record<string, ToolPath> = {
  '/astrology-tools': DEFAULT_PATH,
  '/kundli': { key: 'kundli', defaultTab: 'birth-chart' },
  '/panchang': { key: 'panchang', defaultTab: 'birth-chart', focus: { hasSubtitle: true, content: () => <TodaysPanchang /> } },
  '/love-compatibility': { key: 'love-compatibility', defaultTab: 'compatibility' },
  '/numerology': { key: 'numerology', defaultTab: 'birth-chart', focus: { content: () => <NumerologyCalculator /> } },
  '/remedies': { ...DEFAULT_PATH, key: 'remedies' },
  '/planet-transits': { key: 'planet-transits', defaultTab: 'daily-horoscope' },
  '/vastu': { ...DEFAULT_PATH, key: 'vastu' },
  '/zodiac-signs': { ...DEFAULT_PATH, key: 'zodiac-signs', focus: { content: () => <ZodiacSignsGrid /> } },
  '/spirituality': { ...DEFAULT_PATH, key: 'spirituality' },
};

function isToolTab(value: string | null): value is ToolTab {
  return (TOOL_TABS as readonly string[]).includes(value ?? '');
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
  const { t } = useContentText();
  const title = t(`tools.paths.${path.key}.title`);
  const subtitle = t(`tools.paths.${path.key}.subtitle`);
  useDocumentMeta({ title, description: subtitle });
  // Only the panchang, numerology and zodiac-signs paths have a focus section (and its keys).
  const focusKey = path.key as 'panchang' | 'numerology' | 'zodiac-signs';

  return (
    <>
      <PageHero title={title} subtitle={subtitle} eyebrow={t('tools.eyebrow')} dense />
      {path.focus ? (
        <PageSection title={t(`tools.paths.${focusKey}.focusTitle`)} subtitle={path.focus.hasSubtitle ? t('tools.paths.panchang.focusSubtitle') : undefined}>
          {path.focus.content()}
        </PageSection>
      ) : null}
      <PageSection title={t('tools.free.title')} subtitle={t('tools.free.subtitle')}>
        <Paper variant="outlined" sx={{ mb: 3 }}>
          <Tabs value={tab} onChange={(_event, next: ToolTab) => selectTab(next)} variant="scrollable" scrollButtons="auto" aria-label={t('tools.tabsLabel')}>
            {TOOL_TABS.map((candidate) => (
              <Tab key={candidate} value={candidate} label={t(`tools.tabs.${candidate}`)} id={`tool-tab-${candidate}`} aria-controls={`tool-panel-${candidate}`} />
            ))}
          </Tabs>
        </Paper>
        <Box role="tabpanel" id={`tool-panel-${tab}`} aria-labelledby={`tool-tab-${tab}`}>
          {/* One commit after the rest of the page: the birth place's Autocomplete sets state while React commits,
              which makes React run every effect of that commit at once, in the same task; among them the tabs'
              measuring, which lays out the whole new page. Apart, the page's commit and its layout are two
              shorter tasks instead of one of ~300 ms on a slowed phone. */}
          <RenderAfterFirstCommit reserveHeight={TOOL_PANEL_RESERVED_HEIGHT}>
            {tab === 'birth-chart' ? <BirthChartTool /> : null}
            {tab === 'compatibility' ? <CompatibilityTool /> : null}
            {tab === 'daily-horoscope' ? <HoroscopeReadingTool /> : null}
            {tab === 'advanced-calculations' ? <AdvancedAnalysisTool /> : null}
          </RenderAfterFirstCommit>
        </Box>
      </PageSection>
      <PageSection tinted title={t('tools.premium.title')} subtitle={t('tools.premium.subtitle')}>
        <ToolServicesGrid />
      </PageSection>
    </>
  );
}
