import { genders, type Astrologer, type Gender } from '@astrosetu/contracts';
import type { MarketplaceKey, MarketplaceTranslate } from '../../../locales/use-text';

/** What the listing is filtered by; all of it lives in the URL so a list can be shared. */
export interface ListingFilters {
  search: string;
  onlineOnly: boolean;
  /** Only astrologers who take voice calls. */
  callsOnly: boolean;
  /** An exact specialization, chosen in the dropdown or implied by ?category= / ?service=. */
  specialization: string | null;
  gender: Gender | null;
}

/** The query parameters of /astrologers. */
export const listingParams = {
  search: 'q',
  onlineOnly: 'online',
  callsOnly: 'calls',
  specialization: 'specialization',
  category: 'category',
  service: 'service',
  gender: 'gender',
} as const;

/**
 * ?category= from the home page's "right astrologer" shortcuts and from service pages, mapped onto the
 * seeded specialization vocabulary (contracts `specializations`).
 */
export const categorySpecializations: Readonly<Record<string, string>> = {
  marriage: 'Marriage & Relationships',
  love: 'Love & Relationships',
  career: 'Career & Finance',
  finance: 'Career & Finance',
  business: 'Business',
  numerology: 'Numerology',
  vastu: 'Vastu Shastra',
  tarot: 'Tarot Reading',
  palmistry: 'Palmistry',
  health: 'Health',
  kp: 'KP Astrology',
  vedic: 'Vedic Astrology',
};

/** ?service= names a tool or service page the visitor came from; it implies the matching expertise. */
export const serviceSpecializations: Readonly<Record<string, string>> = {
  ...categorySpecializations,
  'match-making': 'Marriage & Relationships',
  'love-compatibility': 'Love & Relationships',
  compatibility: 'Love & Relationships',
  'tarot-reading': 'Tarot Reading',
  kundli: 'Vedic Astrology',
  'birth-chart': 'Vedic Astrology',
  'planet-transits': 'Vedic Astrology',
  remedies: 'Lal Kitab',
};

const genderLabels: Readonly<Record<Gender, MarketplaceKey>> = {
  female: 'listing.chips.female',
  male: 'listing.chips.male',
  other: 'listing.chips.nonBinary',
};

function isGender(value: string | null): value is Gender {
  return value !== null && (genders as readonly string[]).includes(value);
}

function lookUp(table: Readonly<Record<string, string>>, key: string | null): string | null {
  if (!key) return null;
  return table[key.trim().toLowerCase()] ?? null;
}

export function readListingFilters(params: URLSearchParams): ListingFilters {
  const gender = params.get(listingParams.gender);
  return {
    search: params.get(listingParams.search) ?? '',
    onlineOnly: params.get(listingParams.onlineOnly) === 'true',
    callsOnly: params.get(listingParams.callsOnly) === 'true',
    specialization:
      params.get(listingParams.specialization)?.trim() ||
      lookUp(categorySpecializations, params.get(listingParams.category)) ||
      lookUp(serviceSpecializations, params.get(listingParams.service)),
    gender: isGender(gender) ? gender : null,
  };
}

/** Search is a case-insensitive substring of the name or of any specialization; every filter must hold (AND). */
export function applyListingFilters(astrologers: readonly Astrologer[], filters: ListingFilters): Astrologer[] {
  const needle = filters.search.trim().toLowerCase();
  return astrologers.filter(
    (astrologer) =>
      (!needle ||
        astrologer.name.toLowerCase().includes(needle) ||
        astrologer.specializations.some((specialization) => specialization.toLowerCase().includes(needle))) &&
      (!filters.specialization || astrologer.specializations.includes(filters.specialization)) &&
      (!filters.onlineOnly || astrologer.isOnline) &&
      (!filters.callsOnly || astrologer.takesCalls) &&
      (!filters.gender || astrologer.gender === filters.gender),
  );
}

/** The dropdown's options: every specialization any astrologer has, once, alphabetically. */
export function distinctSpecializations(astrologers: readonly Astrologer[]): string[] {
  return [...new Set(astrologers.flatMap((astrologer) => astrologer.specializations))].sort((a, b) => a.localeCompare(b));
}

export type FilterId = 'search' | 'onlineOnly' | 'callsOnly' | 'specialization' | 'gender';

export interface ActiveFilter {
  id: FilterId;
  label: string;
}

/** The removable chips, in the order the filters appear on screen. */
export function activeFilters(filters: ListingFilters, t: MarketplaceTranslate): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (filters.search.trim()) chips.push({ id: 'search', label: t('listing.chips.search', { text: filters.search.trim() }) });
  if (filters.onlineOnly) chips.push({ id: 'onlineOnly', label: t('listing.chips.onlineOnly') });
  if (filters.callsOnly) chips.push({ id: 'callsOnly', label: t('listing.chips.callsOnly') });
  if (filters.specialization) chips.push({ id: 'specialization', label: filters.specialization });
  if (filters.gender) chips.push({ id: 'gender', label: t(genderLabels[filters.gender]) });
  return chips;
}

type ParamsUpdate = (current: URLSearchParams) => URLSearchParams;

function edit(change: (params: URLSearchParams) => void): ParamsUpdate {
  return (current) => {
    const next = new URLSearchParams(current);
    change(next);
    return next;
  };
}

export const withSearch = (text: string): ParamsUpdate =>
  edit((params) => (text ? params.set(listingParams.search, text) : params.delete(listingParams.search)));

export const withOnlineOnly = (onlineOnly: boolean): ParamsUpdate =>
  edit((params) => (onlineOnly ? params.set(listingParams.onlineOnly, 'true') : params.delete(listingParams.onlineOnly)));

export const withCallsOnly = (callsOnly: boolean): ParamsUpdate =>
  edit((params) => (callsOnly ? params.set(listingParams.callsOnly, 'true') : params.delete(listingParams.callsOnly)));

/** Choosing a specialization replaces whatever a category or service link implied. */
export const withSpecialization = (specialization: string | null): ParamsUpdate =>
  edit((params) => {
    params.delete(listingParams.category);
    params.delete(listingParams.service);
    if (specialization) params.set(listingParams.specialization, specialization);
    else params.delete(listingParams.specialization);
  });

export const withoutFilter = (id: FilterId): ParamsUpdate => {
  switch (id) {
    case 'search':
      return withSearch('');
    case 'onlineOnly':
      return withOnlineOnly(false);
    case 'callsOnly':
      return withCallsOnly(false);
    case 'specialization':
      return withSpecialization(null);
    case 'gender':
      return edit((params) => params.delete(listingParams.gender));
  }
};

export const withoutAnyFilter: ParamsUpdate = edit((params) => {
  for (const name of Object.values(listingParams)) params.delete(name);
});
