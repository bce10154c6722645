import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BirthInput, Kundli } from '@astrosetu/contracts';
import { PanelErrorBoundary } from '@astrosetu/web-core/panel-boundary';
import { formatMediumDay } from '@astrosetu/design-system/format';
import { ChartImagePanel } from './chart-image-panel';
import { FactGrid } from './fact-grid';
import { NavamsaDashamsa } from './varga-charts';

const day = (iso: string) => formatMediumDay(iso.slice(0, 10));

/** The chart at a glance: lagna, Moon and Sun signs, nakshatra, running dasha, birth panchang and avakhada. */
export function KundliOverview({ kundli, birth, title }: { kundli: Kundli; birth: BirthInput; title: string }) {
  const { ascendant, moon, dasha, panchang } = kundli;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Box>
          <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
            Key details
          </Typography>
          <FactGrid
            facts={[
              { label: 'Ascendant (Lagna)', value: `${ascendant.sign} (${ascendant.rashi}) ${ascendant.degreeText}` },
              { label: 'Moon sign (Rashi)', value: `${moon.sign} (${moon.rashi})` },
              { label: 'Sun sign', value: kundli.sunSign },
              { label: 'Birth nakshatra', value: `${moon.nakshatra}, pada ${moon.pada}` },
              { label: 'Mahadasha now', value: `${dasha.currentMahadasha.lord} until ${day(dasha.currentMahadasha.end)}` },
              { label: 'Antardasha now', value: `${dasha.currentAntardasha.lord} until ${day(dasha.currentAntardasha.end)}` },
            ]}
          />
        </Box>
        <Box>
          <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
            Panchang at birth
          </Typography>
          <FactGrid
            facts={[
              { label: 'Vara (weekday)', value: `${panchang.vara.name} (${panchang.vara.english})` },
              { label: 'Tithi', value: `${panchang.tithi.paksha} ${panchang.tithi.name}` },
              { label: 'Yoga', value: panchang.yoga.name },
              { label: 'Karana', value: panchang.karana.name },
            ]}
          />
        </Box>
        <Box>
          <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
            Avakhada details
          </Typography>
          <FactGrid
            columns={3}
            facts={[
              { label: 'Varna', value: moon.varna },
              { label: 'Vashya', value: moon.vashya },
              { label: 'Yoni', value: moon.yoni },
              { label: 'Gana', value: moon.gana },
              { label: 'Nadi', value: moon.nadi },
              { label: 'Tatva', value: `${moon.tatva} (${moon.element})` },
              { label: 'Paya', value: moon.paya },
              { label: 'Name letter', value: moon.nameAlphabet },
              { label: 'Yunja', value: moon.yunja },
            ]}
          />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {kundli.ayanamsa.name} ayanamsa {kundli.ayanamsa.text} · {kundli.nodes} nodes · {kundli.depth.conventions.positions === 'true' ? 'True (geometric)' : 'Apparent'} positions ·{' '}
          {kundli.houseSystem} houses · Birth time {kundli.input.time} (UTC
          {kundli.input.utcOffset}) · Dasha balance at birth: {dasha.balanceAtBirth.lord} {dasha.balanceAtBirth.years}y{' '}
          {dasha.balanceAtBirth.months}m {dasha.balanceAtBirth.days}d
        </Typography>
      </Stack>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          Lagna chart (North Indian)
        </Typography>
        {/* A chart that cannot be drawn (unexpected data) shows Retry in its place; the details beside it stay. */}
        <PanelErrorBoundary name="The lagna chart" resetKeys={[kundli]}>
          <ChartImagePanel birth={birth} title={title} controls={false} />
        </PanelErrorBoundary>
        <Box sx={{ mt: 2 }}>
          <PanelErrorBoundary name="The divisional charts" resetKeys={[kundli]}>
            <NavamsaDashamsa kundli={kundli} birth={birth} title={title} />
          </PanelErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
