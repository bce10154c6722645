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
import { BhavaTable, GrahaTable } from './kundli-tables';
import { DashaExplorer } from './dasha-explorer';
import { StrengthTables } from './strength-tables';
import { TransitsPanel } from './transits-panel';
import { VargaCharts } from './varga-charts';
import { YogasDoshas } from './yogas-doshas';

const RESULT_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'grahas', label: 'Grahas' },
  { id: 'bhavas', label: 'Bhavas' },
  { id: 'vargas', label: 'Vargas' },
  { id: 'dashas', label: 'Dashas' },
  { id: 'strength', label: 'Strength' },
  { id: 'transits', label: 'Transits' },
  { id: 'yogas', label: 'Yogas & Doshas' },
  { id: 'chart', label: 'Chart Image' },
] as const;
type ResultTab = (typeof RESULT_TABS)[number]['id'];

/** The generated kundli in tabs (with the vargas, dashas and ashtakavarga of issue 17). */
export function KundliResult({ kundli, birth, name }: { kundli: Kundli; birth: BirthInput; name: string }) {
  const [tab, setTab] = useState<ResultTab>('overview');
  const title = name || 'Birth Chart';
  return (
    <Box component="section" aria-labelledby="kundli-heading">
      <Typography id="kundli-heading" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {name ? `Birth chart of ${name}` : 'Your birth chart'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {formatMediumDay(kundli.input.date)} at {kundli.input.time.slice(0, 5)}
        {kundli.input.place ? `, ${kundli.input.place}` : ''}
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
        <Tabs value={tab} onChange={(_event, next: ResultTab) => setTab(next)} variant="scrollable" scrollButtons="auto" aria-label="Birth chart sections">
          {RESULT_TABS.map((candidate) => (
            <Tab key={candidate.id} value={candidate.id} label={candidate.label} id={`kundli-tab-${candidate.id}`} aria-controls={`kundli-panel-${candidate.id}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`kundli-panel-${tab}`} aria-labelledby={`kundli-tab-${tab}`}>
        {tab === 'overview' ? <KundliOverview kundli={kundli} birth={birth} title={title} /> : null}
        {tab === 'grahas' ? <GrahaTable kundli={kundli} /> : null}
        {tab === 'bhavas' ? <BhavaTable kundli={kundli} /> : null}
        {tab === 'vargas' ? (
          <PanelErrorBoundary name="The divisional charts" resetKeys={[kundli]}>
            <VargaCharts kundli={kundli} birth={birth} title={title} />
          </PanelErrorBoundary>
        ) : null}
        {tab === 'dashas' ? <DashaExplorer kundli={kundli} /> : null}
        {tab === 'strength' ? <StrengthTables kundli={kundli} /> : null}
        {tab === 'transits' ? <TransitsPanel kundli={kundli} birth={birth} /> : null}
        {tab === 'yogas' ? <YogasDoshas kundli={kundli} /> : null}
        {tab === 'chart' ? (
          <PanelErrorBoundary name="The chart image" resetKeys={[kundli]}>
            <ChartImagePanel birth={birth} title={title} />
          </PanelErrorBoundary>
        ) : null}
      </Box>
    </Box>
  );
}
