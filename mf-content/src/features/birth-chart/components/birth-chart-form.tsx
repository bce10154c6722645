import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import { PlaceSearchField } from '../../../shared/places/place-search-field';
import { useContentText } from '../../../locales/use-text';
import { canGenerateChart, type BirthDetails } from '../model/birth-details';

export interface BirthChartFormProps {
  value: BirthDetails;
  onChange: (details: BirthDetails) => void;
  onGenerate: () => void;
  generating: boolean;
}

/** Name (optional), date, time and place of birth; Generate waits for the three required ones. */
export function BirthChartForm({ value, onChange, onGenerate, generating }: BirthChartFormProps) {
  const { t } = useContentText();
  const ready = canGenerateChart(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !generating) onGenerate();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('kundli.form.label')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1fr 1fr 1fr 2fr' } }}>
        <TextField label={t('kundli.form.name')} value={value.name} onChange={(event) => onChange({ ...value, name: event.target.value })} autoComplete="name" />
        <TextField
          label={t('kundli.form.birthDate')}
          type="date"
          required
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1800-01-01', max: '2200-12-31' } }}
        />
        <TextField
          label={t('kundli.form.birthTime')}
          type="time"
          required
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={t('kundli.form.birthTimeHelp')}
        />
        <PlaceSearchField label={t('places.birthPlace')} required value={value.place} onChange={(place) => onChange({ ...value, place })} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2.5, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!ready || generating}
          startIcon={generating ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AutoAwesomeRounded />}
        >
          {generating ? t('kundli.form.generating') : t('kundli.form.generate')}
        </Button>
        {!ready ? (
          <Typography variant="body2" color="text.secondary">
            {t('kundli.form.missing')}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
