import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { Kundli } from '@astrosetu/contracts';
import { useContentText } from '../../../locales/use-text';
import { namesOf } from '../model/display-names';


/** 'Leo (Simha)' in English; in Hindi and Tamil the sign's one name (सिंह), which is also the rashi's. */
export function signWithRashi(kundli: Kundli, point: { sign: string; rashi: string }): string {
  return kundli.names ? (kundli.names[point.sign] ?? point.sign) : `${point.sign} (${point.rashi})`;
}

/** The nine grahas: sign, degree, house, nakshatra and pada, dignity, retrograde and combust marks. */
export function GrahaTable({ kundli }: { kundli: Kundli }) {
  const { t } = useContentText();
  const name = namesOf(kundli.names);
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('kundli.tables.planetsRegion')}>
      <Table size="small" aria-label={t('kundli.tables.planets')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{t('kundli.tables.planet')}</TableCell>
            <TableCell component="th" scope="col">{t('kundli.tables.sign')}</TableCell>
            <TableCell component="th" scope="col">{t('kundli.tables.degree')}</TableCell>
            <TableCell component="th" scope="col" align="right">{t('kundli.tables.house')}</TableCell>
            <TableCell component="th" scope="col">{t('kundli.tables.nakshatra')}</TableCell>
            <TableCell component="th" scope="col">{t('kundli.tables.nakshatraLord')}</TableCell>
            <TableCell component="th" scope="col">{t('kundli.tables.dignity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[{ ...kundli.ascendant, name: t('kundli.tables.ascendant'), retrograde: false, combust: false, dignity: '—' }, ...kundli.planets].map((planet) => (
            <TableRow key={planet.name} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                <Stack direction="row" spacing={0.75} alignItems="center">
                  <span>{name(planet.name)}</span>
                  {planet.retrograde ? <Chip size="small" label={t('kundli.tables.retrogradeMark')} title={t('kundli.tables.retrograde')} aria-label={t('kundli.tables.retrograde')} color="warning" variant="outlined" /> : null}
                  {planet.combust ? <Chip size="small" label={t('kundli.tables.combustMark')} title={t('kundli.tables.combust')} aria-label={t('kundli.tables.combust')} variant="outlined" /> : null}
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {signWithRashi(kundli, planet)}
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{planet.degreeText}</TableCell>
              <TableCell align="right">{planet.house}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {name(planet.nakshatra)} ({planet.pada})
              </TableCell>
              <TableCell>{name(planet.nakshatraLord)}</TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>{name(planet.dignity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The twelve whole-sign houses: sign, lord and the planets in each. */
export function BhavaTable({ kundli }: { kundli: Kundli }) {
  const { t } = useContentText();
  const name = namesOf(kundli.names);
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('kundli.tables.housesRegion')}>
      <Table size="small" aria-label={t('kundli.tables.houses')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{t('kundli.tables.house')}</TableCell>
            <TableCell component="th" scope="col">{t('kundli.tables.sign')}</TableCell>
            <TableCell component="th" scope="col">{t('kundli.tables.lord')}</TableCell>
            <TableCell component="th" scope="col">{t('kundli.tables.planetsInHouse')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {kundli.houses.map((house) => (
            <TableRow key={house.number} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {house.number === 1 ? t('kundli.tables.lagnaHouse') : house.number}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {signWithRashi(kundli, house)}
              </TableCell>
              <TableCell>{name(house.lord)}</TableCell>
              <TableCell>{house.planets.length > 0 ? house.planets.map(name).join(t('common.listSeparator')) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
