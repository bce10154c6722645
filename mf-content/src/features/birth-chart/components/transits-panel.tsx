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
import { useContentText } from '../../../locales/use-text';
import { namesOf } from '../model/display-names';


/** The degree sign after a longitude: a unit, not copy. */
const DEGREE = '°';

/** Transits over the natal chart for a chosen date (noon IST), and the native's Sade Sati now and over a lifetime. */
export function TransitsPanel({ kundli, birth }: { kundli: Kundli; birth: BirthInput }) {
  const { t } = useContentText();
  const [day, setDay] = useState(() => kundli.dasha.asOf.slice(0, 10));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const transits = useKundliTransitsQuery({ ...birth, at: `${day}T12:00:00+05:30`, conventions: kundli.depth.conventions }, { skip: !valid });
  const data = transits.data;
  const name = namesOf(data?.names);
  return (
    <Stack spacing={2}>
      <TextField type="date" label={t('kundli.transits.on')} value={day} onChange={(event) => setDay(event.target.value)} sx={{ maxWidth: 220 }} slotProps={{ inputLabel: { shrink: true } }} />
      {transits.isError ? <Alert severity="error">{t('kundli.transits.error')}</Alert> : null}
      {!data ? (
        <Skeleton variant="rectangular" height={240} aria-label={t('kundli.transits.computing')} />
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('kundli.transits.region')}>
            <Table size="small" aria-label={t('kundli.transits.tableLabel', { date: formatIstDay(data.at) })}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">{t('kundli.transits.planet')}</TableCell>
                  <TableCell component="th" scope="col">{t('kundli.transits.sign')}</TableCell>
                  <TableCell component="th" scope="col" align="right">{t('kundli.transits.houseFromLagna')}</TableCell>
                  <TableCell component="th" scope="col" align="right">{t('kundli.transits.fromMoon')}</TableCell>
                  <TableCell component="th" scope="col" align="right">{t('kundli.transits.bindus')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.transits.map((transit) => (
                  <TableRow key={transit.planet}>
                    <TableCell component="th" scope="row">
                      {name(transit.planet)}
                      {transit.retrograde && transit.planet !== 'Rahu' && transit.planet !== 'Ketu' ? t('kundli.transits.retrogradeMark') : ''}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {name(transit.sign)} {Math.floor(transit.degree)}
                      {DEGREE}
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
              {t('kundli.transits.sadeSati')}
            </Typography>
            <Alert severity={data.sadeSati.current.active ? 'warning' : 'success'} sx={{ mb: 1.5 }}>
              {data.sadeSati.current.active
                ? t('kundli.transits.running', { date: formatIstDay(data.at), phase: t(`kundli.transits.phases.${data.sadeSati.current.phase!}`), moonSign: name(data.natalMoonSign) })
                : t('kundli.transits.notRunning', { date: formatIstDay(data.at), moonSign: name(data.natalMoonSign) })}
            </Alert>
            <Box component="ol" aria-label={t('kundli.transits.lifetime')} sx={{ m: 0, pl: 2.5 }}>
              {data.sadeSati.periods.map((period) => (
                <Typography component="li" variant="body2" key={period.start} sx={{ mb: 1 }}>
                  {t('kundli.dasha.dateRange', { start: formatIstDay(period.start), end: formatIstDay(period.end) })}
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {period.phases.map((phase) => t('kundli.transits.phaseRange', { phase: t(`kundli.transits.phaseShort.${phase.phase}`), start: formatIstDay(phase.start), end: formatIstDay(phase.end) })).join('; ')}
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
