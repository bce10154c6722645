import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The value of the "no filter" option. */
export const NO_FILTER = '';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** '' is the "no filter" option (the first one). */
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  minWidth?: number;
}

/** A table filter: a small select whose "no filter" choice is shown by name ("All roles"), not left blank. */
export function FilterSelect({ label, value, options, onChange, minWidth = 160 }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={{ minWidth }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
