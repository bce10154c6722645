import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@astrosetu/web-core/forms';
import { PlaceField } from './place-field';

/** One person's name, gender, birth date, time and place; `prefix` is the formik path ('person', 'first'). */
export function PersonBirthFields({ prefix, heading }: { prefix: string; heading?: string }) {
  const name = (field: string) => `${prefix}.${field}`;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {heading ? (
        <Typography component="legend" variant="subtitle1" fontWeight={700} sx={{ mb: 1.5 }}>
          {heading}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name={name('name')} label="Full name" required autoComplete={prefix === 'second' ? 'off' : 'name'} />
        <FormTextField name={name('gender')} label="Gender" select required>
          <MenuItem value="male">Male</MenuItem>
          <MenuItem value="female">Female</MenuItem>
          <MenuItem value="other">Other</MenuItem>
        </FormTextField>
        <FormTextField name={name('birthDate')} label="Birth date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField
          name={name('birthTime')}
          label="Birth time"
          type="time"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="As on the birth certificate, if you have it"
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <PlaceField
            id={`${prefix}-birthPlace`}
            label="Birth place"
            names={{ place: name('birthPlace'), latitude: name('latitude'), longitude: name('longitude'), timezone: name('timezone') }}
          />
        </Box>
      </Box>
    </Box>
  );
}
