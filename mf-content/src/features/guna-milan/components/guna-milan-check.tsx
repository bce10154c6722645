import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import type { GunaMilanResponse } from '@astrosetu/contracts';
import { normaliseApiError } from '@astrosetu/web-core';
import { useMatchChartsMutation } from '../api/guna-milan-api';
import { EMPTY_PARTNER, isPartnerComplete, toBirthInput, type PartnerBirth } from '../model/partner-birth';
import { PartnerFields } from './partner-fields';
import { useContentText } from '../../../locales/use-text';

const BAND_COLOR = { Excellent: 'success', 'Very good': 'success', Good: 'info', Average: 'warning', 'Not recommended': 'error' } as const;

function MatchResult({ result, names }: { result: GunaMilanResponse; names: { boy: string; girl: string } }) {
  const { t } = useContentText();
  // The band's name may arrive translated; an unknown one is drawn neutral.
  const color = BAND_COLOR[result.band as keyof typeof BAND_COLOR] ?? 'info';
  return (
    <Card variant="outlined" component="section" aria-labelledby="guna-result-heading">
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Typography id="guna-result-heading" variant="h5" component="h3">
          {t('guna.heading', { total: result.total, max: result.maxTotal })}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 1.5 }} flexWrap="wrap" useFlexGap>
          <Chip label={result.bandName ?? result.band} color={color} sx={{ fontWeight: 700 }} />
          <Typography variant="body2" color="text.secondary">
            {t('guna.person', { name: names.boy, rashi: result.boy.rashi, nakshatra: result.boy.nakshatra })} ·{' '}
            {t('guna.person', { name: names.girl, rashi: result.girl.rashi, nakshatra: result.girl.nakshatra })}
          </Typography>
        </Stack>
        <LinearProgress variant="determinate" value={(result.total / result.maxTotal) * 100} color={color} aria-label={t('guna.scoreLabel')} sx={{ height: 10, borderRadius: 5, mb: 3 }} />
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('guna.kootasRegion')}>
          <Table size="small" aria-label={t('guna.kootasTable')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{t('guna.koota')}</TableCell>
                <TableCell component="th" scope="col" align="right">{t('guna.points')}</TableCell>
                <TableCell component="th" scope="col">{names.boy}</TableCell>
                <TableCell component="th" scope="col">{names.girl}</TableCell>
                <TableCell component="th" scope="col">{t('guna.measures')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.kootas.map((koota) => (
                <TableRow key={koota.name}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {koota.label ?? koota.name}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {t('guna.pointsOf', { points: koota.points, max: koota.maxPoints })}
                  </TableCell>
                  <TableCell>{koota.boy}</TableCell>
                  <TableCell>{koota.girl}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>{koota.description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          <Alert severity={result.mangalDoshaMatch.compatible ? 'success' : 'warning'}>
            <strong>{t('guna.mangalDosha')}</strong> {result.mangalDoshaMatch.description}
          </Alert>
          {result.doshas
            .filter((dosha) => dosha.present)
            .map((dosha) => (
              <Alert key={dosha.name} severity={dosha.cancelled ? 'info' : 'warning'}>
                <strong>{dosha.name}</strong> {dosha.cancelled ? t('guna.doshaCancelled') : t('guna.doshaPresent')}
                {dosha.reason ? `: ${dosha.reason}` : '.'}
              </Alert>
            ))}
          <Typography>{result.conclusion}</Typography>
        </Stack>
        {result.poruthams ? (
          <Box component="section" aria-labelledby="porutham-heading" sx={{ mt: 3 }}>
            <Typography id="porutham-heading" variant="h6" component="h4">
              {t('guna.poruthams', { matched: result.poruthams.matched })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {result.poruthams.verdict}
            </Typography>
            <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              {result.poruthams.items.map((porutham) => (
                <Box component="li" key={porutham.name} sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
                  <Chip size="small" color={porutham.matched ? 'success' : porutham.essential ? 'error' : 'default'} label={porutham.matched ? t('guna.match') : t('guna.noMatch')} />
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <strong>{porutham.label ?? porutham.name}</strong>
                    {porutham.essential ? t('guna.essential') : ''}: {porutham.detail}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A free Ashtakoot (guna milan) check for two births, computed by the engine. */
export function GunaMilanCheck() {
  const { t } = useContentText();
  const [boy, setBoy] = useState<PartnerBirth>(EMPTY_PARTNER);
  const [girl, setGirl] = useState<PartnerBirth>(EMPTY_PARTNER);
  const [names, setNames] = useState<{ boy: string; girl: string } | null>(null);
  const [match, { data, isLoading, error }] = useMatchChartsMutation();
  const ready = isPartnerComplete(boy) && isPartnerComplete(girl);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setNames({ boy: boy.name.trim(), girl: girl.name.trim() });
    void match({ boy: toBirthInput(boy), girl: toBirthInput(girl) });
  };

  return (
    <Stack spacing={3}>
      <Box component="form" onSubmit={submit} noValidate aria-label={t('guna.formLabel')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <PartnerFields legend={t('guna.boy')} value={boy} onChange={setBoy} />
          <PartnerFields legend={t('guna.girl')} value={girl} onChange={setGirl} />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ mt: 2.5 }}
          disabled={!ready || isLoading}
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <FavoriteRounded />}
        >
          {isLoading ? t('guna.matching') : t('guna.check')}
        </Button>
      </Box>
      {error ? <Alert severity="error">{normaliseApiError(error).message}</Alert> : null}
      {data && !isLoading && names ? <MatchResult result={data} names={{ boy: names.boy || t('guna.boy'), girl: names.girl || t('guna.girl') }} /> : null}
    </Stack>
  );
}
