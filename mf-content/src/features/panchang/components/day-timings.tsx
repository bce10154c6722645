import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PanchangDay, PanchangSpan } from '@astrosetu/contracts';
import { formatPlaceTime } from '../../../shared/dates/india-calendar';

const spanText = (span: PanchangSpan) => `${formatPlaceTime(span.start)} – ${formatPlaceTime(span.end)}`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

function FactCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h4">
          {title}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

const QUALITY_LABEL = { good: 'Good', neutral: 'Neutral', bad: 'Avoid' } as const;

/** The day's muhurtas, lunar date, moon times, choghadiya and hora, under the five limbs. */
export function DayTimings({ panchang }: { panchang: PanchangDay }) {
  const { lunar, muhurta } = panchang;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {muhurta ? (
          <FactCard title="Muhurtas">
            <Fact label="Rahu Kalam" value={spanText(muhurta.rahuKalam)} />
            <Fact label="Yamaganda" value={spanText(muhurta.yamaganda)} />
            <Fact label="Gulika Kalam" value={spanText(muhurta.gulikaKalam)} />
            <Fact label="Abhijit muhurta" value={spanText(muhurta.abhijit)} />
            <Fact label="Brahma muhurta" value={spanText(muhurta.brahmaMuhurta)} />
          </FactCard>
        ) : null}
        <FactCard title="Lunar date">
          <Fact label="Month (amanta)" value={`${lunar.amanta.adhika ? 'Adhika ' : ''}${lunar.amanta.month}`} />
          <Fact label="Month (purnimanta)" value={`${lunar.purnimanta.adhika ? 'Adhika ' : ''}${lunar.purnimanta.month}`} />
          <Fact label="Vikram Samvat" value={`${lunar.vikramSamvat} ${lunar.vikramSamvatsara}`} />
          <Fact label="Shaka Samvat" value={`${lunar.shakaSamvat} ${lunar.samvatsara}`} />
          <Fact label="Ritu (Vedic / Drik)" value={`${lunar.ritu} / ${lunar.drikRitu}`} />
          <Fact label="Ayana (Vedic / Drik)" value={`${lunar.ayana} / ${lunar.drikAyana}`} />
        </FactCard>
        <FactCard title="Sun and Moon">
          <Fact label="Sunrise" value={panchang.sunrise ? formatPlaceTime(panchang.sunrise) : 'No sunrise'} />
          <Fact label="Sunset" value={panchang.sunset ? formatPlaceTime(panchang.sunset) : 'No sunset'} />
          <Fact label="Moonrise" value={panchang.moonrise ? formatPlaceTime(panchang.moonrise) : 'No moonrise this day'} />
          <Fact label="Moonset" value={panchang.moonset ? formatPlaceTime(panchang.moonset) : 'No moonset this day'} />
          <Fact label="Sunrise convention" value={panchang.sunriseConvention === 'drik' ? 'Drik: upper limb, with refraction' : 'Traditional: centre of the disc, no refraction'} />
        </FactCard>
      </Box>
      {panchang.choghadiya ? (
        <Box>
          <Typography variant="h6" component="h4" sx={{ mb: 1 }}>
            Choghadiya
          </Typography>
          <TableContainer component={Card} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="Choghadiya of the day and the night">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Day</TableCell>
                  <TableCell>Time</TableCell>
                  <TableCell>Night</TableCell>
                  <TableCell>Time</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {panchang.choghadiya.day.map((part, index) => {
                  const night = panchang.choghadiya!.night[index];
                  return (
                    <TableRow key={part.start}>
                      <TableCell>
                        {part.name} ({QUALITY_LABEL[part.quality]})
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{spanText(part)}</TableCell>
                      <TableCell>
                        {night.name} ({QUALITY_LABEL[night.quality]})
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{spanText(night)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      ) : null}
      {panchang.hora ? (
        <Box>
          <Typography variant="h6" component="h4" sx={{ mb: 1 }}>
            Hora
          </Typography>
          <TableContainer component={Card} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="Hora of the day and the night">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Day hora</TableCell>
                  <TableCell>Time</TableCell>
                  <TableCell>Night hora</TableCell>
                  <TableCell>Time</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {panchang.hora.slice(0, 12).map((part, index) => {
                  const night = panchang.hora![12 + index];
                  return (
                    <TableRow key={part.start}>
                      <TableCell>{part.lord}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{spanText(part)}</TableCell>
                      <TableCell>{night.lord}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{spanText(night)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      ) : null}
    </Stack>
  );
}
