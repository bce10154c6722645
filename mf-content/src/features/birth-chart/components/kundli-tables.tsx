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

/** The nine grahas: sign, degree, house, nakshatra and pada, dignity, retrograde and combust marks. */
export function GrahaTable({ kundli }: { kundli: Kundli }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Planet positions, scrollable">
      <Table size="small" aria-label="Planet positions (grahas)">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Planet</TableCell>
            <TableCell component="th" scope="col">Sign (Rashi)</TableCell>
            <TableCell component="th" scope="col">Degree</TableCell>
            <TableCell component="th" scope="col" align="right">House</TableCell>
            <TableCell component="th" scope="col">Nakshatra</TableCell>
            <TableCell component="th" scope="col">Nakshatra lord</TableCell>
            <TableCell component="th" scope="col">Dignity</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[{ ...kundli.ascendant, name: 'Ascendant', retrograde: false, combust: false, dignity: '—' }, ...kundli.planets].map((planet) => (
            <TableRow key={planet.name} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                <Stack direction="row" spacing={0.75} alignItems="center">
                  <span>{planet.name}</span>
                  {planet.retrograde ? <Chip size="small" label="R" title="Retrograde" aria-label="retrograde" color="warning" variant="outlined" /> : null}
                  {planet.combust ? <Chip size="small" label="C" title="Combust" aria-label="combust" variant="outlined" /> : null}
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {planet.sign} ({planet.rashi})
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{planet.degreeText}</TableCell>
              <TableCell align="right">{planet.house}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {planet.nakshatra} ({planet.pada})
              </TableCell>
              <TableCell>{planet.nakshatraLord}</TableCell>
              <TableCell sx={{ textTransform: 'capitalize' }}>{planet.dignity}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The twelve whole-sign houses: sign, lord and the planets in each. */
export function BhavaTable({ kundli }: { kundli: Kundli }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Houses, scrollable">
      <Table size="small" aria-label="Houses (bhavas)">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">House</TableCell>
            <TableCell component="th" scope="col">Sign (Rashi)</TableCell>
            <TableCell component="th" scope="col">Lord</TableCell>
            <TableCell component="th" scope="col">Planets</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {kundli.houses.map((house) => (
            <TableRow key={house.number} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {house.number === 1 ? '1 (Lagna)' : house.number}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {house.sign} ({house.rashi})
              </TableCell>
              <TableCell>{house.lord}</TableCell>
              <TableCell>{house.planets.length > 0 ? house.planets.join(', ') : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
