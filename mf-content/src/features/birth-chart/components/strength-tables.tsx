import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useContentText } from '../../../locales/use-text';
import { namesOf } from '../model/display-names';
import type { KundliWith } from '../model/kundli-with-depth';

/** The twelve signs in order: their short column headings (strength.signShort.{index}) and full names (zodiac.{id}). */
const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
const SIGN_INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const SHADBALA_COLUMNS = ['planet', 'sthana', 'dig', 'kala', 'chesta', 'naisargika', 'drik', 'total', 'minimum'] as const;

/** Shadbala (six strengths in rupas against BPHS's minimum), ashtakavarga, graha drishti and the bhava chalit shifts. */
export function StrengthTables({ kundli }: { kundli: KundliWith<'ashtakavarga' | 'shadbala'> }) {
  const { t } = useContentText();
  const { ashtakavarga, drishti, bhavaChalit, shadbala } = kundli.depth;
  const name = namesOf(kundli.names);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('strength.shadbala')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('strength.shadbalaIntro')}
        </Typography>
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('strength.shadbalaRegion')}>
          <Table size="small" aria-label={t('strength.shadbalaTable')}>
            <TableHead>
              <TableRow>
                {SHADBALA_COLUMNS.map((column, index) => (
                  <TableCell key={column} component="th" scope="col" align={index === 0 ? 'left' : 'right'}>
                    {t(`strength.columns.${column}`)}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col">{t('strength.strongEnough')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shadbala.map((row) => (
                <TableRow key={row.planet}>
                  <TableCell component="th" scope="row">{name(row.planet)}</TableCell>
                  {[row.sthana, row.dig, row.kala, row.chesta, row.naisargika, row.drik].map((value, index) => (
                    <TableCell key={index} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{value.toFixed(2)}</TableCell>
                  ))}
                  <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{row.total.toFixed(2)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.minimum.toFixed(2)}</TableCell>
                  <TableCell>{row.meetsMinimum ? t('strength.yes') : t('strength.no')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('strength.ashtakavarga')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('strength.ashtakavargaIntro', { total: ashtakavarga.total })}
        </Typography>
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('strength.ashtakavargaRegion')}>
          <Table size="small" aria-label={t('strength.ashtakavargaTable')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{t('strength.columns.planet')}</TableCell>
                {SIGN_INDEXES.map((index) => (
                  <TableCell key={SIGNS[index]} component="th" scope="col" align="right">
                    <abbr title={t(`zodiac.${SIGNS[index]}`)}>{t(`strength.signShort.${index}`)}</abbr>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {Object.entries(ashtakavarga.bhinna).map(([planet, bindus]) => (
                <TableRow key={planet}>
                  <TableCell component="th" scope="row">{name(planet)}</TableCell>
                  {bindus.map((count, index) => (
                    <TableCell key={SIGNS[index]} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{count}</TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>{t('strength.columns.total')}</TableCell>
                {ashtakavarga.sarva.map((count, index) => (
                  <TableCell key={SIGNS[index]} align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{count}</TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('strength.aspects')}
        </Typography>
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('strength.aspectsRegion')}>
          <Table size="small" aria-label={t('strength.aspectsTable')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{t('strength.columns.planet')}</TableCell>
                <TableCell component="th" scope="col">{t('strength.aspectsHouses')}</TableCell>
                <TableCell component="th" scope="col">{t('strength.aspectsPlanets')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {drishti.map((entry) => (
                <TableRow key={entry.planet}>
                  <TableCell component="th" scope="row">{name(entry.planet)}</TableCell>
                  <TableCell>{entry.housesAspected.join(t('common.listSeparator'))}</TableCell>
                  <TableCell>{entry.planetsAspected.map(name).join(t('common.listSeparator')) || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('strength.bhavaChalit')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {name(bhavaChalit.method)}.{' '}
          {bhavaChalit.shifted.length === 0
            ? t('strength.noShift')
            : `${bhavaChalit.shifted.map((shift) => t('strength.shift', { planet: name(shift.planet), house: shift.rashiHouse, bhava: shift.bhava })).join('; ')}.`}
        </Typography>
      </Box>
    </Stack>
  );
}
