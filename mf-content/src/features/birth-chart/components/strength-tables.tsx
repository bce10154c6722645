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
import type { Kundli } from '@astrosetu/contracts';

const SIGNS = ['Ari', 'Tau', 'Gem', 'Can', 'Leo', 'Vir', 'Lib', 'Sco', 'Sag', 'Cap', 'Aqu', 'Pis'];
const SIGN_NAMES = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

/** Shadbala (six strengths in rupas against BPHS's minimum), ashtakavarga, graha drishti and the bhava chalit shifts. */
export function StrengthTables({ kundli }: { kundli: Kundli }) {
  const { ashtakavarga, drishti, bhavaChalit, shadbala } = kundli.depth;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Shadbala
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          The six strengths of each planet in rupas, against the minimum Parashara requires.
        </Typography>
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Shadbala, scrollable">
          <Table size="small" aria-label="Shadbala in rupas">
            <TableHead>
              <TableRow>
                {['Planet', 'Sthana', 'Dig', 'Kala', 'Chesta', 'Naisargika', 'Drik', 'Total', 'Minimum'].map((heading, index) => (
                  <TableCell key={heading} component="th" scope="col" align={index === 0 ? 'left' : 'right'}>
                    {heading}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col">Strong enough</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shadbala.map((row) => (
                <TableRow key={row.planet}>
                  <TableCell component="th" scope="row">{row.planet}</TableCell>
                  {[row.sthana, row.dig, row.kala, row.chesta, row.naisargika, row.drik].map((value, index) => (
                    <TableCell key={index} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{value.toFixed(2)}</TableCell>
                  ))}
                  <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{row.total.toFixed(2)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.minimum.toFixed(2)}</TableCell>
                  <TableCell>{row.meetsMinimum ? 'Yes' : 'No'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Ashtakavarga
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Benefic points (bindus) each planet receives in each sign; the sarvashtakavarga adds them ({ashtakavarga.total} in all). 28 or more in a sign is above average.
        </Typography>
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Ashtakavarga, scrollable">
          <Table size="small" aria-label="Ashtakavarga bindus by sign">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">Planet</TableCell>
                {SIGNS.map((sign, index) => (
                  <TableCell key={sign} component="th" scope="col" align="right">
                    <abbr title={SIGN_NAMES[index]}>{sign}</abbr>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {Object.entries(ashtakavarga.bhinna).map(([planet, bindus]) => (
                <TableRow key={planet}>
                  <TableCell component="th" scope="row">{planet}</TableCell>
                  {bindus.map((count, index) => (
                    <TableCell key={SIGNS[index]} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{count}</TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>Total</TableCell>
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
          Aspects (graha drishti)
        </Typography>
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Aspects, scrollable">
          <Table size="small" aria-label="Graha drishti">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">Planet</TableCell>
                <TableCell component="th" scope="col">Aspects houses</TableCell>
                <TableCell component="th" scope="col">Aspects planets</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {drishti.map((entry) => (
                <TableRow key={entry.planet}>
                  <TableCell component="th" scope="row">{entry.planet}</TableCell>
                  <TableCell>{entry.housesAspected.join(', ')}</TableCell>
                  <TableCell>{entry.planetsAspected.join(', ') || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Bhava chalit
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {bhavaChalit.method}.{' '}
          {bhavaChalit.shifted.length === 0
            ? 'Every planet stays in the house of its sign.'
            : bhavaChalit.shifted.map((shift) => `${shift.planet} moves from house ${shift.rashiHouse} to bhava ${shift.bhava}`).join('; ') + '.'}
        </Typography>
      </Box>
    </Stack>
  );
}
