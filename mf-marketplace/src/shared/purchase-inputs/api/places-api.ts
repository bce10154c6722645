import { astrologyRoutes, requestTo, type LocationSearchResponse, type PlaceResult } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** GET /api/locations/search?query=: the gazetteer's places for a typed prefix (Indian places first). */
export const purchasePlacesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchPurchasePlaces: build.query<PlaceResult[], string>({
      query: (text) => requestTo(astrologyRoutes.searchPlaces, { query: { query: text, limit: 8 } }),
      transformResponse: (response: LocationSearchResponse | PlaceResult[]) => (Array.isArray(response) ? response : response.locations),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchPurchasePlacesQuery } = purchasePlacesApi;
