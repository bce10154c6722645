import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useField } from 'formik';
import { INDIAN_LANGUAGES } from '@astrosetu/design-system/language-select';
import { useMarketplaceText } from '../../../locales/use-text';

const EXTRA_LANGUAGES = ['Sanskrit', 'Malayalam', 'Punjabi', 'Urdu', 'Assamese'];

/** Languages the customer likes to consult in (several may be chosen). */
export function LanguageMultiSelect({ name, disabled = false }: { name: string; disabled?: boolean }) {
  const { t } = useMarketplaceText();
  const [field, meta, helpers] = useField<string[]>(name);
  const value = field.value ?? [];
  const known = [...INDIAN_LANGUAGES.map((language) => language.name), ...EXTRA_LANGUAGES];
  const options = [...known, ...value.filter((language) => !known.includes(language))];
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FormControl fullWidth error={showError} disabled={disabled}>
      <InputLabel id={`${name}-label`}>{t('profile.form.languages')}</InputLabel>
      <Select
        labelId={`${name}-label`}
        id={name}
        multiple
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          void helpers.setValue(typeof next === 'string' ? next.split(',') : next);
        }}
        onBlur={() => void helpers.setTouched(true)}
        input={<OutlinedInput label={t('profile.form.languages')} />}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((language) => (
              <Chip key={language} label={language} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
      >
        {options.map((language) => (
          <MenuItem key={language} value={language}>
            <Checkbox checked={value.includes(language)} size="small" sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={language} />
          </MenuItem>
        ))}
      </Select>
      {showError ? <FormHelperText>{meta.error}</FormHelperText> : null}
    </FormControl>
  );
}
