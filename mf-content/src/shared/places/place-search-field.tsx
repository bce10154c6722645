import { useContentText } from '../../locales/use-text';
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { PlaceResult } from '@astrosetu/contracts';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useSearchPlacesQuery } from './places-api';

/** The tools search once 2 characters are typed, 300 ms after the last key. */
export const PLACE_SEARCH_MIN_CHARS = 2;
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

export interface PlaceSearchFieldProps {
  label?: string;
  value: PlaceResult | null;
  onChange: (place: PlaceResult | null) => void;
  /** Characters typed before searching (the report form waits for 3). */
  minChars?: number;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** The text typed, for forms that keep the place as text (the report form). */
  onInputChange?: (text: string) => void;
  /** Every answer of the search, for forms that fill details from the first match. */
  onResults?: (places: PlaceResult[], forText: string) => void;
  inputText?: string;
  name?: string;
  onBlur?: () => void;
  size?: 'small' | 'medium';
  /** Which query parameter the search uses (the report form asks with ?q=). */
  searchParam?: 'query' | 'q';
}

/** A place picker over the gazetteer: type a city, pick it from the list; latitude, longitude and zone come with it. */
export function PlaceSearchField({
  label,
  value,
  onChange,
  minChars = PLACE_SEARCH_MIN_CHARS,
  required = false,
  error = false,
  helperText,
  onInputChange,
  onResults,
  inputText,
  name,
  onBlur,
  size,
  searchParam = 'query',
}: PlaceSearchFieldProps) {
  const { t } = useContentText();
  const [ownText, setOwnText] = useState(value?.display ?? '');
  // Only a visitor typing needs suggestions: a prefilled text ('Chennai, India') is not searched on page load.
  const [focused, setFocused] = useState(false);
  const text = inputText ?? ownText;
  const debouncedText = useDebouncedValue(text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const tooShort = debouncedText.length < minChars;
  const alreadyChosen = value !== null && value.display === text;
  const { data, isFetching, isError } = useSearchPlacesQuery({ query: debouncedText, param: searchParam }, { skip: tooShort || alreadyChosen || (!focused && !onResults) });
  // A failed search empties the suggestions instead of showing the previous list.
  const options = tooShort || isError ? [] : (data ?? []);

  useEffect(() => {
    if (data && !tooShort && !isError && !isFetching) onResults?.(data, debouncedText);
    // onResults is a callback prop; re-running on its identity would re-fill fields the user has since edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, debouncedText, tooShort, isError, isFetching]);

  return (
    <Autocomplete
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      value={value}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        // Autocomplete 'resets' the text to '' when there is no value: keep what the visitor (or a default) typed.
        if ((reason === 'reset' || reason === 'blur') && next === '') return;
        setOwnText(next);
        onInputChange?.(next);
      }}
      // A form that keeps the place as text (inputText) accepts any text; the others only a listed place.
      freeSolo={inputText !== undefined}
      onChange={(_event, place) => {
        if (typeof place !== 'string') onChange(place);
      }}
      getOptionLabel={(place) => (typeof place === 'string' ? place : place.display)}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(all) => all}
      loading={isFetching}
      loadingText={t('places.searching')}
      noOptionsText={text.trim().length < minChars ? t('places.typeAtLeast', { count: minChars }) : t('places.noMatch')}
      autoHighlight
      renderOption={({ key, ...optionProps }, place) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <PlaceOutlined fontSize="small" color="action" sx={{ mt: 0.25 }} aria-hidden />
          <Box>
            {/* The name the visitor typed leads (Prayagraj, वाराणसी); the GeoNames name follows where it differs. */}
            <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {place.matchedName ?? place.name}
              {place.matchedName && (
                <Typography variant="body2" component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {` (${place.name})`}
                </Typography>
              )}
            </Typography>
            <Typography variant="caption" component="span" color="text.secondary">
              {[place.state, place.country].filter(Boolean).join(', ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('places.birthPlace')}
          name={name}
          required={required}
          error={error}
          helperText={helperText}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
          size={size}
          placeholder={t('places.placeholder')}
        />
      )}
    />
  );
}
