import { astrologyRoutes, requestTo, type LocationSearchResponse, type PlaceResult } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** GET /api/locations/search: the gazetteer's places for a typed prefix (Indian places first). */
export const placesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `?query=` answers {success, locations} (the tools); `?q=` a plain list (the report form).
     * Both become the list of places.
     */
    searchPlaces: build.query<PlaceResult[], { query: string; limit?: number; param?: 'query' | 'q' }>({
      query: ({ query, limit = 8, param = 'query' }) =>
        requestTo(astrologyRoutes.searchPlaces, { query: param === 'q' ? { q: query, limit } : { query, limit } }),
      transformResponse: (response: LocationSearchResponse | PlaceResult[]) => (Array.isArray(response) ? response : response.locations),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchPlacesQuery } = placesApi;

/** New Delhi: the default place of the panchang and the other tools when the visitor has not chosen one. */
export const NEW_DELHI: PlaceResult = {
  id: 1261481,
  name: 'New Delhi',
  state: 'Delhi',
  country: 'India',
  countryCode: 'IN',
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 'Asia/Kolkata',
  population: 317797,
  display: 'New Delhi, Delhi, India',
};
