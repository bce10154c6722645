import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BirthInput, Kundli } from '@astrosetu/contracts';
import { PanelErrorBoundary } from '@astrosetu/web-core/panel-boundary';
import { formatMediumDay } from '@astrosetu/design-system/format';
import { ChartImagePanel } from './chart-image-panel';
import { FactGrid } from './fact-grid';
import { NavamsaDashamsa } from './varga-charts';
import { useContentText } from '../../../locales/use-text';
import { namesOf } from '../model/display-names';
import { useChartStyle } from '../model/chart-style-choice';
import { signWithRashi } from './kundli-tables';


const day = (iso: string) => formatMediumDay(iso.slice(0, 10));

/** The chart at a glance: lagna, Moon and Sun signs, nakshatra, running dasha, birth panchang and avakhada. */
export function KundliOverview({ kundli, birth, title }: { kundli: Kundli; birth: BirthInput; title: string }) {
  const { t } = useContentText();
  const { ascendant, moon, dasha, panchang } = kundli;
  const name = namesOf(kundli.names);
  // The heading names the style the chart below is drawn in (the reader's choice, South Indian for Tamil).
  const [chartStyle] = useChartStyle();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Box>
          <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
            {t('kundli.overview.keyDetails')}
          </Typography>
          <FactGrid
            facts={[
              { label: t('kundli.overview.ascendant'), value: `${signWithRashi(kundli, ascendant)} ${ascendant.degreeText}` },
              { label: t('kundli.overview.moonSign'), value: signWithRashi(kundli, moon) },
              { label: t('kundli.overview.sunSign'), value: kundli.sunSign },
              { label: t('kundli.overview.birthNakshatra'), value: t('kundli.overview.nakshatraPada', { nakshatra: name(moon.nakshatra), pada: moon.pada }) },
              { label: t('kundli.overview.mahadasha'), value: t('kundli.overview.until', { lord: name(dasha.currentMahadasha.lord), date: day(dasha.currentMahadasha.end) }) },
              { label: t('kundli.overview.antardasha'), value: t('kundli.overview.until', { lord: name(dasha.currentAntardasha.lord), date: day(dasha.currentAntardasha.end) }) },
            ]}
          />
        </Box>
        <Box>
          <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
            {t('kundli.overview.panchangAtBirth')}
          </Typography>
          <FactGrid
            facts={[
              { label: t('kundli.overview.vara'), value: kundli.names ? panchang.vara.name : `${panchang.vara.name} (${panchang.vara.english})` },
              { label: t('kundli.overview.tithi'), value: `${panchang.tithi.pakshaName ?? panchang.tithi.paksha} ${panchang.tithi.name}` },
              { label: t('kundli.overview.yoga'), value: panchang.yoga.name },
              { label: t('kundli.overview.karana'), value: panchang.karana.name },
            ]}
          />
        </Box>
        <Box>
          <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
            {t('kundli.overview.avakhada')}
          </Typography>
          <FactGrid
            columns={3}
            facts={[
              { label: t('kundli.overview.varna'), value: name(moon.varna) },
              { label: t('kundli.overview.vashya'), value: name(moon.vashya) },
              { label: t('kundli.overview.yoni'), value: name(moon.yoni) },
              { label: t('kundli.overview.gana'), value: name(moon.gana) },
              { label: t('kundli.overview.nadi'), value: name(moon.nadi) },
              { label: t('kundli.overview.tatva'), value: kundli.names ? name(moon.tatva) : `${moon.tatva} (${moon.element})` },
              { label: t('kundli.overview.paya'), value: name(moon.paya) },
              { label: t('kundli.overview.nameLetter'), value: moon.nameAlphabetName ?? moon.nameAlphabet },
              { label: t('kundli.overview.yunja'), value: name(moon.yunja) },
            ]}
          />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('kundli.overview.conventions', {
            ayanamsa: name(kundli.ayanamsa.name),
            ayanamsaText: kundli.ayanamsa.text,
            nodes: name(kundli.nodes),
            positions: kundli.depth.conventions.positions === 'true' ? t('kundli.overview.truePositions') : t('kundli.overview.apparentPositions'),
            houses: name(kundli.houseSystem),
            time: kundli.input.time,
            offset: kundli.input.utcOffset,
            lord: name(dasha.balanceAtBirth.lord),
            years: dasha.balanceAtBirth.years,
            months: dasha.balanceAtBirth.months,
            days: dasha.balanceAtBirth.days,
          })}
        </Typography>
      </Stack>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('kundli.overview.lagnaChart', { style: t(`chart.styles.${chartStyle}`) })}
        </Typography>
        {/* A chart that cannot be drawn (unexpected data) shows Retry in its place; the details beside it stay. */}
        <PanelErrorBoundary name={t('kundli.panels.lagnaChart')} resetKeys={[kundli]}>
          <ChartImagePanel birth={birth} title={title} controls={false} styleSwitch />
        </PanelErrorBoundary>
        <Box sx={{ mt: 2 }}>
          <PanelErrorBoundary name={t('kundli.panels.divisionalCharts')} resetKeys={[kundli]}>
            <NavamsaDashamsa kundli={kundli} birth={birth} title={title} />
          </PanelErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
