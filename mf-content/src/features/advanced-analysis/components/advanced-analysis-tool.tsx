import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import type { KpCalculationResponse } from '@astrosetu/contracts';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError, useSession } from '@astrosetu/web-core';
import { PlaceSearchField } from '../../../shared/places/place-search-field';
import { useCalculateKpMutation } from '../api/kp-calculation-api';
import {
  hasRequiredAnalysisFields,
  initialAnalysisForm,
  type AnalysisForm,
} from '../model/analysis-form';
import { useContentText } from '../../../locales/use-text';

function httpErrorText(error: unknown): string {
  const apiError = normaliseApiError(error);
  if (apiError.body) return apiError.message;
  if (apiError.status) return useContentText.translate('analysis.httpError', { status: apiError.status });
  return apiError.message || useContentText.translate('analysis.errorFallback');
}

function AnalysisResult({ result }: { result: KpCalculationResponse }) {
  const { t } = useContentText();
  const { cuspalWealth, panchangaGroup } = result.advancedAnalysis;
  const { standardAscendant, kpAscendant, difference } = result.comparison;
  // Hindi and Tamil answers name their ids (planets, signs) in `names`; English shows the ids.
  const name = (id: string) => result.names?.[id] ?? id;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3">
            {t('analysis.cuspalWealth')}
          </Typography>
          <Chip label={t(`analysis.levelName.${cuspalWealth.level}`)} color={cuspalWealth.level === 'High' ? 'success' : cuspalWealth.level === 'Moderate' ? 'info' : 'warning'} sx={{ my: 1, fontWeight: 700 }} />
          <Typography variant="body2">{cuspalWealth.description}</Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('analysis.cuspalDetail', { lord: name(cuspalWealth.secondCuspSubLord), houses: cuspalWealth.signifiedHouses.join(t('common.listSeparator')) })}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3">
            {t('analysis.panchangaGroup')}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 1 }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
              {panchangaGroup.groupStrength}
            </Typography>
            <Chip label={t(`analysis.groupName.${panchangaGroup.label}`)} size="small" />
          </Stack>
          <LinearProgress variant="determinate" value={panchangaGroup.groupStrength} aria-label={t('analysis.groupStrength')} sx={{ mb: 1.5, height: 8, borderRadius: 4 }} />
          <Typography variant="body2">{panchangaGroup.description}</Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('analysis.cooperating', { planets: panchangaGroup.cooperatingPlanets.map(name).join(t('common.listSeparator')) || t('common.none') })}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3">
            {t('analysis.ascendantComparison')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('analysis.ascendantLine', { ayanamsa: standardAscendant.ayanamsa, sign: name(standardAscendant.sign), degree: standardAscendant.degreeText })}
          </Typography>
          <Typography variant="body2">
            {t('analysis.ascendantLine', { ayanamsa: kpAscendant.ayanamsa, sign: name(kpAscendant.sign), degree: kpAscendant.degreeText })}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {difference.sameSign ? t('analysis.differenceSame', { difference: difference.text }) : t('analysis.differenceChanges', { difference: difference.text })}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

/** KP and panchanga analysis for a birth moment and place, with toasts for missing fields, success and failure. */
export function AdvancedAnalysisTool() {
  const { t } = useContentText();
  const { user } = useSession();
  const [form, setForm] = useState<AnalysisForm>(() => initialAnalysisForm(user ?? undefined));
  const [calculate, { data, isLoading }] = useCalculateKpMutation();
  const { toast } = useToast();
  const set = (field: keyof AnalysisForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hasRequiredAnalysisFields(form)) {
      toast({ title: t('analysis.missingTitle'), description: t('analysis.missingDescription'), variant: 'warning' });
      return;
    }
    try {
      await calculate({ date: form.date, time: form.time, latitude: Number(form.latitude), longitude: Number(form.longitude), place: form.place }).unwrap();
      toast({ title: t('analysis.completeTitle'), description: t('analysis.completeDescription'), variant: 'success' });
    } catch (error) {
      toast({ title: t('analysis.errorTitle'), description: httpErrorText(error), variant: 'error' });
    }
  };

  return (
    <Stack spacing={3}>
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('analysis.formLabel')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <TextField label={t('analysis.date')} type="date" required value={form.date} onChange={set('date')} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label={t('analysis.time')} type="time" required value={form.time} onChange={set('time')} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label={t('analysis.latitude')} required value={form.latitude} onChange={set('latitude')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField label={t('analysis.longitude')} required value={form.longitude} onChange={set('longitude')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Box>
        <Box sx={{ mt: 2 }}>
          <PlaceSearchField
            label={t('analysis.place')}
            value={null}
            inputText={form.place}
            onInputChange={(place) => setForm((current) => ({ ...current, place }))}
            onChange={(place) =>
              place &&
              setForm((current) => ({ ...current, place: place.display, latitude: String(place.latitude), longitude: String(place.longitude) }))
            }
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ mt: 2.5 }}
          disabled={isLoading}
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <InsightsRounded />}
        >
          {isLoading ? t('analysis.calculating') : t('analysis.run')}
        </Button>
      </Box>
      {data ? <AnalysisResult result={data} /> : null}
    </Stack>
  );
}
