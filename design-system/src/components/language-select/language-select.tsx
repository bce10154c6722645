import { useId } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INDIAN_LANGUAGES, type LanguageOption } from './indian-languages';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface LanguageSelectProps {
  value: string;
  onChange: (code: string) => void;
  options?: readonly LanguageOption[];
  label?: string;
  helperText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

function LanguageLabel({ option }: { option: LanguageOption }) {
  if (option.nativeName === option.name) return <span lang={option.code}>{option.name}</span>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline' }}>
      <span lang={option.code}>{option.nativeName}</span>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875em' }}>
        {option.name}
      </Box>
    </Box>
  );
}

/** Picks a language, each shown in its own script (हिन्दी) with its English name beside it. */
export function LanguageSelect({
  value,
  onChange,
  options = INDIAN_LANGUAGES,
  label,
  helperText,
  disabled = false,
  size = 'medium',
  fullWidth = false,
}: LanguageSelectProps) {
  const { t } = useDesignSystemText();
  const id = useId();
  return (
    <TextField
      id={id}
      select
      label={label ?? t('languageSelect.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      sx={{ minWidth: 200 }}
      slotProps={{
        select: {
          renderValue: (selected) => {
            const option = options.find((candidate) => candidate.code === selected);
            return option ? <LanguageLabel option={option} /> : String(selected);
          },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.code} value={option.code}>
          <LanguageLabel option={option} />
        </MenuItem>
      ))}
    </TextField>
  );
}
