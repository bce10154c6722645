import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { colorSwatch } from '../model/lucky-colors';

export function LuckyNumbers({ numbers }: { numbers: readonly number[] }) {
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {numbers.map((number) => (
        <li key={number}>
          <Chip label={number} color="primary" sx={{ fontWeight: 700, minWidth: 40, fontVariantNumeric: 'tabular-nums' }} />
        </li>
      ))}
    </Stack>
  );
}

/** `colors` are the English colour ids the swatches are drawn from; `names` the same colours in the visitor's language. */
export function LuckyColors({ colors, names }: { colors: readonly string[]; names?: readonly string[] }) {
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {colors.map((color, index) => {
        const swatch = colorSwatch(color);
        return (
          <li key={color}>
            <Chip
              variant="outlined"
              label={names?.[index] ?? color}
              icon={
                swatch ? (
                  <Box component="span" aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: swatch, border: 1, borderColor: 'divider', ml: '6px !important' }} />
                ) : undefined
              }
            />
          </li>
        );
      })}
    </Stack>
  );
}
