import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BirthInput, Kundli } from '@astrosetu/contracts';
import { vargaDrawing, vargaLabel } from '../model/varga-drawing';
import { displayName } from '../model/display-names';
import { ChartImagePanel } from './chart-image-panel';
import { useContentText } from '../../../locales/use-text';

/** D9 and D10 side by side (under the rashi chart on the overview). */
export function NavamsaDashamsa({ kundli, birth, title }: { kundli: Kundli; birth: BirthInput; title: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {[9, 10].map((division) => {
        const varga = kundli.depth.vargas.find((candidate) => candidate.division === division)!;
        return (
          <Box key={division} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
              {vargaLabel(varga, kundli.names)}
            </Typography>
            <ChartImagePanel birth={birth} title={title} controls={false} chart={vargaDrawing(kundli, division)} chartName={vargaLabel(varga, kundli.names)} />
          </Box>
        );
      })}
    </Box>
  );
}

/** Any of the sixteen vargas, in any of the three styles, with downloads. */
export function VargaCharts({ kundli, birth, title }: { kundli: Kundli; birth: BirthInput; title: string }) {
  const { t } = useContentText();
  const [division, setDivision] = useState(9);
  const varga = kundli.depth.vargas.find((candidate) => candidate.division === division)!;
  return (
    <Stack spacing={2}>
      <TextField select label={t('kundli.vargas.select')} value={division} onChange={(event) => setDivision(Number(event.target.value))} sx={{ maxWidth: 360 }}>
        {kundli.depth.vargas.map((candidate) => (
          <MenuItem key={candidate.division} value={candidate.division}>
            {t('kundli.vargas.option', { varga: vargaLabel(candidate, kundli.names), signifies: displayName(kundli.names, candidate.signifies) })}
          </MenuItem>
        ))}
      </TextField>
      <ChartImagePanel key={division} birth={birth} title={`${title} ${vargaLabel(varga, kundli.names)}`} chart={vargaDrawing(kundli, division)} chartName={vargaLabel(varga, kundli.names)} />
      <Typography variant="body2" color="text.secondary">
        {t('kundli.vargas.summary', {
          varga: vargaLabel(varga, kundli.names),
          signifies: displayName(kundli.names, varga.signifies),
          planets: varga.placements.filter((placement) => placement.vargottama).map((placement) => displayName(kundli.names, placement.name)).join(t('common.listSeparator')) || t('common.none'),
        })}
      </Typography>
    </Stack>
  );
}
