import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@astrosetu/web-core/forms';
import { PlaceField } from './place-field';
import { useMarketplaceText } from '../../../locales/use-text';

/**
 * One person's name, gender, birth date, time and place; `prefix` is the formik path ('person', 'groom').
 * A match's partners have no gender field (`withGender={false}`): their role says it.
 */
export function PersonBirthFields({ prefix, heading, withGender = true }: { prefix: string; heading?: string; withGender?: boolean }) {
  const { t } = useMarketplaceText();
  const name = (field: string) => `${prefix}.${field}`;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {heading ? (
        <Typography component="legend" variant="subtitle1" fontWeight={700} sx={{ mb: 1.5 }}>
          {heading}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name={name('name')} label={t('booking.form.name')} required autoComplete={prefix === 'person' ? 'name' : 'off'} sx={withGender ? undefined : { gridColumn: '1 / -1' }} />
        {withGender ? (
          <FormTextField name={name('gender')} label={t('purchase.gender.label')} select required>
            <MenuItem value="male">{t('purchase.gender.male')}</MenuItem>
            <MenuItem value="female">{t('purchase.gender.female')}</MenuItem>
            <MenuItem value="other">{t('purchase.gender.other')}</MenuItem>
          </FormTextField>
        ) : null}
        <FormTextField name={name('birthDate')} label={t('purchase.birth.date')} type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField
          name={name('birthTime')}
          label={t('purchase.birth.time')}
          type="time"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={t('purchase.birthTimeHelp')}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <PlaceField
            id={`${prefix}-birthPlace`}
            label={t('purchase.birth.place')}
            names={{ place: name('birthPlace'), latitude: name('latitude'), longitude: name('longitude'), timezone: name('timezone') }}
          />
        </Box>
      </Box>
    </Box>
  );
}
