import { useEffect, useState } from 'react';
import { getIn, setIn, useFormikContext } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { deliverableInputMessages, type PlaceResult } from '@astrosetu/contracts';
import { useSearchPurchasePlacesQuery } from '../api/places-api';
import { useMarketplaceText } from '../../../locales/use-text';

const MIN_CHARS = 2;
const DEBOUNCE_MS = 300;

export interface PlaceFieldProps {
  /** Formik paths of the place's text and its resolved coordinates and zone. */
  names: { place: string; latitude: string; longitude: string; timezone: string };
  label: string;
  id: string;
}

/**
 * A place chosen from the gazetteer's suggestions: the text, latitude, longitude and zone are set together,
 * and typing again clears the coordinates so a stale place is never sent (the schema then asks to choose one).
 */
export function PlaceField({ names, label, id }: PlaceFieldProps) {
  const { t } = useMarketplaceText();
  const { values, errors, touched, submitCount, setValues, setFieldTouched } = useFormikContext<object>();
  const text = String(getIn(values, names.place) ?? '');
  const resolved = String(getIn(values, names.latitude) ?? '') !== '';
  const [typed, setTyped] = useState(text);
  const [debounced, setDebounced] = useState(text);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useSearchPurchasePlacesQuery(debounced, { skip: !focused || debounced.length < MIN_CHARS || (resolved && debounced === text) });
  const options = search.isError || debounced.length < MIN_CHARS ? [] : (search.data ?? []);
  // Text without coordinates was typed but not chosen: the customer's fix is to choose it from the list.
  const unresolved = getIn(errors, names.latitude) ?? getIn(errors, names.longitude) ? deliverableInputMessages.birthPlace : undefined;
  const error = getIn(errors, names.place) ?? unresolved;
  const showError = Boolean((getIn(touched, names.place) || submitCount > 0) && error);

  // The four fields change together in one update, so validation never sees the text without its coordinates.
  const setPlace = (text: string, place: PlaceResult | null) => {
    let next: object = setIn(values, names.place, text);
    next = setIn(next, names.latitude, place ? String(place.latitude) : '');
    next = setIn(next, names.longitude, place ? String(place.longitude) : '');
    next = setIn(next, names.timezone, place ? place.timezone : '');
    void setValues(next);
  };

  return (
    <Autocomplete<PlaceResult, false, false, true>
      freeSolo
      id={id}
      options={options}
      filterOptions={(all) => all}
      inputValue={typed}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset') return;
        setTyped(next);
        if (next !== text || resolved) setPlace(next, null);
      }}
      onChange={(_event, place) => {
        if (place && typeof place !== 'string') {
          setTyped(place.display);
          setPlace(place.display, place);
        }
      }}
      getOptionLabel={(place) => (typeof place === 'string' ? place : place.display)}
      loading={search.isFetching}
      loadingText={t('purchase.place.searching')}
      noOptionsText={typed.trim().length < MIN_CHARS ? t('purchase.place.typeMore', { count: MIN_CHARS }) : t('purchase.place.none')}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={showError}
          helperText={showError ? String(error) : resolved ? t('purchase.place.found') : t('purchase.place.help')}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            void setFieldTouched(names.place, true);
          }}
        />
      )}
    />
  );
}
