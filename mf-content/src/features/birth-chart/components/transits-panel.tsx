import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BirthInput, Kundli } from '@astrosetu/contracts';
import { useKundliTransitsQuery } from '../api/kundli-api';
import { formatIstDay } from '../model/dasha-dates';

const PHASE_LABELS = { rising: 'Rising (12th from the Moon)', peak: 'Peak (over the Moon)', setting: 'Setting (2nd from the Moon)' } as const;

/** Transits over the natal chart for a chosen date (noon IST), and the native's Sade Sati now and over a lifetime. */
export function TransitsPanel({ kundli, birth }: { kundli: Kundli; birth: BirthInput }) {
  const [day, setDay] = useState(() => kundli.dasha.asOf.slice(0, 10));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const transits = useKundliTransitsQuery({ ...birth, at: `${day}T12:00:00+05:30`, conventions: kundli.depth.conventions }, { skip: !valid });
  const data = transits.data;
  return (
    <Stack spacing={2}>
      <TextField type="date" label="Transits on" value={day} onChange={(event) => setDay(event.target.value)} sx={{ maxWidth: 220 }} slotProps={{ inputLabel: { shrink: true } }} />
      {transits.isError ? <Alert severity="error">The transits could not be computed. Please try again.</Alert> : null}
      {!data ? (
        <Skeleton variant="rectangular" height={240} aria-label="Computing the transits" />
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Transits, scrollable">
            <Table size="small" aria-label={`Transits on ${formatIstDay(data.at)}`}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">Planet</TableCell>
                  <TableCell component="th" scope="col">Sign</TableCell>
                  <TableCell component="th" scope="col" align="right">House from lagna</TableCell>
                  <TableCell component="th" scope="col" align="right">From Moon</TableCell>
                  <TableCell component="th" scope="col" align="right">Bindus</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.transits.map((transit) => (
                  <TableRow key={transit.planet}>
                    <TableCell component="th" scope="row">
                      {transit.planet}
                      {transit.retrograde && transit.planet !== 'Rahu' && transit.planet !== 'Ketu' ? ' (R)' : ''}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {transit.sign} {Math.floor(transit.degree)}°
                    </TableCell>
                    <TableCell align="right">{transit.houseFromAscendant}</TableCell>
                    <TableCell align="right">{transit.houseFromMoon}</TableCell>
                    <TableCell align="right">{transit.bindus ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              Sade Sati
            </Typography>
            <Alert severity={data.sadeSati.current.active ? 'warning' : 'success'} sx={{ mb: 1.5 }}>
              {data.sadeSati.current.active
                ? `On ${formatIstDay(data.at)} Sade Sati is running: ${PHASE_LABELS[data.sadeSati.current.phase!].toLowerCase()}, for a Moon in ${data.natalMoonSign}.`
                : `On ${formatIstDay(data.at)} there is no Sade Sati for a Moon in ${data.natalMoonSign}.`}
            </Alert>
            <Box component="ol" aria-label="Sade Sati periods of a lifetime" sx={{ m: 0, pl: 2.5 }}>
              {data.sadeSati.periods.map((period) => (
                <Typography component="li" variant="body2" key={period.start} sx={{ mb: 1 }}>
                  {formatIstDay(period.start)} – {formatIstDay(period.end)}
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {period.phases.map((phase) => `${phase.phase} ${formatIstDay(phase.start)} – ${formatIstDay(phase.end)}`).join('; ')}
                  </Box>
                </Typography>
              ))}
            </Box>
          </Box>
        </>
      )}
    </Stack>
  );
}
