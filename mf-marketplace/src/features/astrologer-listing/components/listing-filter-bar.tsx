import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { specializationName } from '@astrosetu/design-system/format';
import type { ListingFilters } from '../model/listing-filters';
import { useMarketplaceText } from '../../../locales/use-text';

const ALL = '';

export interface ListingFilterBarProps {
  filters: ListingFilters;
  specializations: readonly string[];
  onSearchChange: (text: string) => void;
  onOnlineOnlyChange: (onlineOnly: boolean) => void;
  onCallsOnlyChange: (callsOnly: boolean) => void;
  onSpecializationChange: (specialization: string | null) => void;
}

/** Search, the specialization dropdown, Online Only and Available for calls. */
export function ListingFilterBar({ filters, specializations, onSearchChange, onOnlineOnlyChange, onCallsOnlyChange, onSpecializationChange }: ListingFilterBarProps) {
  const { t } = useMarketplaceText();
  // A specialization implied by a link may be one nobody offers yet; it must still show as selected.
  const options = filters.specialization && !specializations.includes(filters.specialization)
    ? [...specializations, filters.specialization]
    : specializations;
  return (
    <Paper variant="outlined" component="section" aria-label={t('listing.filters.label')} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ xs: 'stretch', md: 'center' }}>
        <TextField
          id="astrologer-search"
          type="search"
          label={t('listing.filters.search')}
          value={filters.search}
          onChange={(event) => onSearchChange(event.target.value)}
          sx={{ flex: 2 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControl sx={{ flex: 1, minWidth: 220 }}>
          <InputLabel id="specialization-label">{t('listing.filters.specialization')}</InputLabel>
          <Select
            labelId="specialization-label"
            id="specialization"
            label={t('listing.filters.specialization')}
            value={filters.specialization ?? ALL}
            onChange={(event) => onSpecializationChange(event.target.value === ALL ? null : event.target.value)}
          >
            <MenuItem value={ALL}>{t('listing.filters.allSpecializations')}</MenuItem>
            {options.map((specialization) => (
              <MenuItem key={specialization} value={specialization}>
                {specializationName(specialization)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {/* The two switches share a row on a phone too (they wrap at 360 px rather than overflow). */}
        <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={2} rowGap={0.5} sx={{ minWidth: 0 }}>
          <FormControlLabel
            control={<Switch checked={filters.onlineOnly} onChange={(event) => onOnlineOnlyChange(event.target.checked)} color="success" />}
            label={t('listing.filters.onlineOnly')}
            sx={{ mr: 0 }}
          />
          <FormControlLabel
            control={<Switch checked={filters.callsOnly} onChange={(event) => onCallsOnlyChange(event.target.checked)} color="success" />}
            label={t('listing.filters.callsOnly')}
            sx={{ mr: 0 }}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
