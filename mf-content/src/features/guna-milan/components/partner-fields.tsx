import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PlaceSearchField } from '../../../shared/places/place-search-field';
import type { PartnerBirth } from '../model/partner-birth';
import { useContentText } from '../../../locales/use-text';

/** One person's birth details for matching. */
export function PartnerFields({ legend, value, onChange }: { legend: string; value: PartnerBirth; onChange: (next: PartnerBirth) => void }) {
  const { t } = useContentText();
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1, fontWeight: 700 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t('guna.partner.name')} value={value.name} onChange={(event) => onChange({ ...value, name: event.target.value })} sx={{ gridColumn: '1 / -1' }} />
        <TextField
          label={t('guna.partner.birthDate')}
          type="date"
          required
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('guna.partner.birthTime')}
          type="time"
          required
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <PlaceSearchField label={t('guna.partner.birthPlace')} required value={value.place} onChange={(place) => onChange({ ...value, place })} />
        </Box>
      </Box>
    </Box>
  );
}
