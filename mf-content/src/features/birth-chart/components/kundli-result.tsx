import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { BirthInput, Kundli } from '@astrosetu/contracts';
import { formatMediumDay } from '@astrosetu/design-system/format';
import { PanelErrorBoundary } from '@astrosetu/web-core/panel-boundary';
import { ChartImagePanel } from './chart-image-panel';
import { KundliOverview } from './kundli-overview';
import { KundliSectionPanel } from './kundli-section';
import { BhavaTable, GrahaTable } from './kundli-tables';
import { DashaExplorer } from './dasha-explorer';
import { StrengthTables } from './strength-tables';
import { TransitsPanel } from './transits-panel';
import { VargaCharts } from './varga-charts';
import { YogasDoshas } from './yogas-doshas';
import { useContentText } from '../../../locales/use-text';


/** The result's tabs, in order (labels: kundli.tabs.{id}). */
const RESULT_TABS = ['overview', 'grahas', 'bhavas', 'vargas', 'dashas', 'strength', 'transits', 'yogas', 'chart'] as const;
type ResultTab = (typeof RESULT_TABS)[number];

/** The generated kundli in tabs (with the vargas, dashas and ashtakavarga of issue 17, each asked for when its tab opens). */
export function KundliResult({ kundli, birth, name }: { kundli: Kundli; birth: BirthInput; name: string }) {
  const { t } = useContentText();
  const [tab, setTab] = useState<ResultTab>('overview');
  const title = name || t('kundli.result.defaultTitle');
  return (
    <Box component="section" aria-labelledby="kundli-heading">
      <Typography id="kundli-heading" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {name ? t('kundli.result.headingNamed', { name }) : t('kundli.result.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {kundli.input.place
          ? t('kundli.result.whenAndWhere', { date: formatMediumDay(kundli.input.date), time: kundli.input.time.slice(0, 5), place: kundli.input.place })
          : t('kundli.result.when', { date: formatMediumDay(kundli.input.date), time: kundli.input.time.slice(0, 5) })}
      </Typography>
      {kundli.input.notes?.length ? (
        // How the birth time was read (local mean time before 1906, a clock change): the user must know.
        <Alert severity="info" sx={{ mb: 2 }}>
          {kundli.input.notes.map((note) => (
            <div key={note}>{note}</div>
          ))}
        </Alert>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_event, next: ResultTab) => setTab(next)} variant="scrollable" scrollButtons="auto" aria-label={t('kundli.result.sections')}>
          {RESULT_TABS.map((candidate) => (
            <Tab key={candidate} value={candidate} label={t(`kundli.tabs.${candidate}`)} id={`kundli-tab-${candidate}`} aria-controls={`kundli-panel-${candidate}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`kundli-panel-${tab}`} aria-labelledby={`kundli-tab-${tab}`}>
        {tab === 'overview' ? <KundliOverview kundli={kundli} birth={birth} title={title} /> : null}
        {tab === 'grahas' ? <GrahaTable kundli={kundli} /> : null}
        {tab === 'bhavas' ? <BhavaTable kundli={kundli} /> : null}
        {/* The depth tabs ask for their sections when they open (the default answer leaves them out: issue 37). */}
        {tab === 'vargas' ? (
          <PanelErrorBoundary name={t('kundli.panels.divisionalCharts')} resetKeys={[kundli]}>
            <KundliSectionPanel kundli={kundli} birth={birth} sections={['vargas']}>
              {(withVargas) => <VargaCharts kundli={withVargas} birth={birth} title={title} />}
            </KundliSectionPanel>
          </PanelErrorBoundary>
        ) : null}
        {tab === 'dashas' ? (
          <KundliSectionPanel kundli={kundli} birth={birth} sections={['dasha']}>
            {(withDashas) => <DashaExplorer kundli={withDashas} />}
          </KundliSectionPanel>
        ) : null}
        {tab === 'strength' ? (
          <KundliSectionPanel kundli={kundli} birth={birth} sections={['ashtakavarga', 'shadbala']}>
            {(withStrength) => <StrengthTables kundli={withStrength} />}
          </KundliSectionPanel>
        ) : null}
        {tab === 'transits' ? <TransitsPanel kundli={kundli} birth={birth} /> : null}
        {tab === 'yogas' ? <YogasDoshas kundli={kundli} /> : null}
        {tab === 'chart' ? (
          <PanelErrorBoundary name={t('kundli.panels.chartImage')} resetKeys={[kundli]}>
            <ChartImagePanel birth={birth} title={title} />
          </PanelErrorBoundary>
        ) : null}
      </Box>
    </Box>
  );
}
