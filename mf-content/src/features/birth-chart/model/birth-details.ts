import type { BirthInput, PlaceResult } from '@astrosetu/contracts';

/** What the birth chart form holds: a date, a time and a place picked from the gazetteer (with its zone). */
export interface BirthDetails {
  name: string;
  date: string;
  time: string;
  place: PlaceResult | null;
}

export const EMPTY_BIRTH_DETAILS: BirthDetails = { name: '', date: '', time: '', place: null };

/** Generate is disabled unless date, time and location are all set. */
export function canGenerateChart(details: BirthDetails): boolean {
  return details.date.trim() !== '' && details.time.trim() !== '' && details.place !== null;
}

/** The engine's input. The place's own IANA zone is sent, so historical offsets (India's +06:30 of 1942-45) apply. */
export function toBirthInput(details: BirthDetails): BirthInput {
  if (!details.place) throw new Error('A place is required');
  return {
    date: details.date,
    time: details.time,
    latitude: details.place.latitude,
    longitude: details.place.longitude,
    timezone: details.place.timezone,
    place: details.place.display,
    ...(details.name.trim() ? { name: details.name.trim() } : {}),
  };
}
