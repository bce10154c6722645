import type { BirthInput, PlaceResult } from '@astrosetu/contracts';

export interface PartnerBirth {
  name: string;
  date: string;
  time: string;
  place: PlaceResult | null;
}

export const EMPTY_PARTNER: PartnerBirth = { name: '', date: '', time: '', place: null };

export function isPartnerComplete(partner: PartnerBirth): boolean {
  return partner.date !== '' && partner.time !== '' && partner.place !== null;
}

export function toBirthInput(partner: PartnerBirth): BirthInput {
  if (!partner.place) throw new Error('A place is required');
  return {
    date: partner.date,
    time: partner.time,
    latitude: partner.place.latitude,
    longitude: partner.place.longitude,
    timezone: partner.place.timezone,
    place: partner.place.display,
    ...(partner.name.trim() ? { name: partner.name.trim() } : {}),
  };
}
