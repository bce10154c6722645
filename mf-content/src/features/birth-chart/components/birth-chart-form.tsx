import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import { PlaceSearchField } from '../../../shared/places/place-search-field';
import { canGenerateChart, type BirthDetails } from '../model/birth-details';

export interface BirthChartFormProps {
  value: BirthDetails;
  onChange: (details: BirthDetails) => void;
  onGenerate: () => void;
  generating: boolean;
}

/** Name (optional), date, time and place of birth; Generate waits for the three required ones. */
export function BirthChartForm({ value, onChange, onGenerate, generating }: BirthChartFormProps) {
  const ready = canGenerateChart(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !generating) onGenerate();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Birth details">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1fr 1fr 1fr 2fr' } }}>
        <TextField label="Name (optional)" value={value.name} onChange={(event) => onChange({ ...value, name: event.target.value })} autoComplete="name" />
        <TextField
          label="Birth date"
          type="date"
          required
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1800-01-01', max: '2200-12-31' } }}
        />
        <TextField
          label="Birth time"
          type="time"
          required
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="As on the birth certificate"
        />
        <PlaceSearchField label="Birth place" required value={value.place} onChange={(place) => onChange({ ...value, place })} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2.5, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!ready || generating}
          startIcon={generating ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AutoAwesomeRounded />}
        >
          {generating ? 'Generating...' : 'Generate Birth Chart'}
        </Button>
        {!ready ? (
          <Typography variant="body2" color="text.secondary">
            Enter your birth date and time, and choose your birth place from the list.
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
