import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface FilterChipItem {
  id: string;
  label: string;
}

export interface FilterChipsProps {
  filters: readonly FilterChipItem[];
  onRemove: (id: string) => void;
  /** Shows a "Clear all" button when two or more filters are active. */
  onClearAll?: () => void;
  clearAllLabel?: string;
  /** Accessible name of the list. */
  label?: string;
}

/** The active filters of a listing as removable chips (click, Delete or Backspace removes one). */
export function FilterChips({ filters, onRemove, onClearAll, clearAllLabel, label }: FilterChipsProps) {
  const { t } = useDesignSystemText();
  if (filters.length === 0) return null;
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} alignItems="center">
      <Stack component="ul" aria-label={label ?? t('filterChips.activeFilters')} direction="row" flexWrap="wrap" useFlexGap spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {filters.map((filter) => (
          <li key={filter.id}>
            <Chip
              label={filter.label}
              color="primary"
              variant="outlined"
              onClick={() => onRemove(filter.id)}
              onDelete={() => onRemove(filter.id)}
              aria-label={t('filterChips.remove', { filter: filter.label })}
            />
          </li>
        ))}
      </Stack>
      {onClearAll && filters.length > 1 ? (
        <Button size="small" onClick={onClearAll}>
          {clearAllLabel ?? t('filterChips.clearAll')}
        </Button>
      ) : null}
    </Stack>
  );
}
