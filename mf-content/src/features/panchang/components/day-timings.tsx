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
import { useContentText } from '../../../locales/use-text';

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

/** The day's muhurtas, lunar date, moon times, choghadiya and hora, under the five limbs. */
export function DayTimings({ panchang }: { panchang: PanchangDay }) {
  const { t } = useContentText();
  const { lunar, muhurta } = panchang;
  // A moonrise or moonset after midnight (the sunrise-to-sunrise moon day) carries its date, as the limbs' end times do.
  const moonTime = (iso: string) =>
    iso.slice(0, 10) === panchang.date ? formatPlaceTime(iso) : t('panchang.timings.timeOnDate', { time: formatPlaceTime(iso), date: `${iso.slice(8, 10)}/${iso.slice(5, 7)}` });
  const adhika = (month: { adhika: boolean; month: string }) => (month.adhika ? t('panchang.timings.adhikaMonth', { month: month.month }) : month.month);
  // `name` is the choghadiya's id; `label` its name in the visitor's language (Hindi and Tamil answers).
  const part = (entry: { name: string; label?: string; quality: 'good' | 'neutral' | 'bad' }) => t('panchang.timings.partQuality', { name: entry.label ?? entry.name, quality: t(`panchang.quality.${entry.quality}`) });
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {muhurta ? (
          <FactCard title={t('panchang.timings.muhurtas')}>
            <Fact label={t('panchang.timings.rahuKalam')} value={spanText(muhurta.rahuKalam)} />
            <Fact label={t('panchang.timings.yamaganda')} value={spanText(muhurta.yamaganda)} />
            <Fact label={t('panchang.timings.gulikaKalam')} value={spanText(muhurta.gulikaKalam)} />
            <Fact label={t('panchang.timings.abhijit')} value={muhurta.abhijit ? spanText(muhurta.abhijit) : t('panchang.timings.abhijitNotOnWednesday')} />
            <Fact label={t('panchang.timings.brahma')} value={spanText(muhurta.brahmaMuhurta)} />
          </FactCard>
        ) : null}
        <FactCard title={t('panchang.timings.lunarDate')}>
          <Fact label={t('panchang.timings.amanta')} value={adhika(lunar.amanta)} />
          <Fact label={t('panchang.timings.purnimanta')} value={adhika(lunar.purnimanta)} />
          <Fact label={t('panchang.timings.vikramSamvat')} value={`${lunar.vikramSamvat} ${lunar.vikramSamvatsara}`} />
          <Fact label={t('panchang.timings.shakaSamvat')} value={`${lunar.shakaSamvat} ${lunar.samvatsara}`} />
          <Fact label={t('panchang.timings.ritu')} value={`${lunar.ritu} / ${lunar.drikRitu}`} />
          <Fact label={t('panchang.timings.ayana')} value={`${lunar.ayanaName ?? lunar.ayana} / ${lunar.drikAyana}`} />
        </FactCard>
        <FactCard title={t('panchang.timings.sunAndMoon')}>
          <Fact label={t('panchang.timings.sunrise')} value={panchang.sunrise ? formatPlaceTime(panchang.sunrise) : t('panchang.timings.noSunrise')} />
          <Fact label={t('panchang.timings.sunset')} value={panchang.sunset ? formatPlaceTime(panchang.sunset) : t('panchang.timings.noSunset')} />
          <Fact label={t('panchang.timings.moonrise')} value={panchang.moonrise ? moonTime(panchang.moonrise) : t('panchang.timings.noMoonrise')} />
          <Fact label={t('panchang.timings.moonset')} value={panchang.moonset ? moonTime(panchang.moonset) : t('panchang.timings.noMoonset')} />
          <Fact label={t('panchang.timings.sunriseConvention')} value={panchang.sunriseConvention === 'drik' ? t('panchang.timings.drikConvention') : t('panchang.timings.traditionalConvention')} />
          {/* Older servers do not record the moon day and Abhijit conventions. */}
          {panchang.moonDayConvention ? (
            <Fact label={t('panchang.timings.moonDayConvention')} value={panchang.moonDayConvention === 'sunrise' ? t('panchang.timings.moonDaySunrise') : t('panchang.timings.moonDayCivil')} />
          ) : null}
          {panchang.abhijitWednesdayConvention ? (
            <Fact
              label={t('panchang.timings.abhijitWednesdayConvention')}
              value={panchang.abhijitWednesdayConvention === 'omitted' ? t('panchang.timings.abhijitOmitted') : t('panchang.timings.abhijitShown')}
            />
          ) : null}
        </FactCard>
      </Box>
      {panchang.choghadiya ? (
        <Box>
          <Typography variant="h6" component="h4" sx={{ mb: 1 }}>
            {t('panchang.timings.choghadiya')}
          </Typography>
          <TableContainer component={Card} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('panchang.timings.choghadiyaTable')}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('panchang.timings.day')}</TableCell>
                  <TableCell>{t('panchang.timings.time')}</TableCell>
                  <TableCell>{t('panchang.timings.night')}</TableCell>
                  <TableCell>{t('panchang.timings.time')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {panchang.choghadiya.day.map((entry, index) => {
                  const night = panchang.choghadiya!.night[index];
                  return (
                    <TableRow key={entry.start}>
                      <TableCell>
                        {part(entry)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{spanText(entry)}</TableCell>
                      <TableCell>
                        {part(night)}
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
            {t('panchang.timings.hora')}
          </Typography>
          <TableContainer component={Card} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('panchang.timings.horaTable')}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('panchang.timings.dayHora')}</TableCell>
                  <TableCell>{t('panchang.timings.time')}</TableCell>
                  <TableCell>{t('panchang.timings.nightHora')}</TableCell>
                  <TableCell>{t('panchang.timings.time')}</TableCell>
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
