import Box from '@mui/material/Box';
import { ZODIAC_SIGNS, ZodiacSignTile, type ZodiacSignId } from '@astrosetu/design-system/zodiac-sign-tile';

export interface ZodiacSignPickerProps {
  value: ZodiacSignId | null;
  onChange: (sign: ZodiacSignId) => void;
  /** Accessible name of the group, e.g. 'Choose your sign'. */
  label: string;
  /** Columns at the widest breakpoint (phones always get 3). */
  columns?: 4 | 6;
  showDates?: boolean;
}

/**
 * The twelve signs as pressable tiles with their Sanskrit, Hindi and Tamil names; the chosen one is pressed
 * (aria-pressed), so screen readers announce the choice.
 */
export function ZodiacSignPicker({ value, onChange, label, columns = 6, showDates = false }: ZodiacSignPickerProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {ZODIAC_SIGNS.map((sign) => (
        <ZodiacSignTile key={sign.id} sign={sign} size="compact" selected={sign.id === value} onSelect={() => onChange(sign.id)} showDates={showDates} />
      ))}
    </Box>
  );
}
