import { favoritesRoutes, requestTo, type AddFavoriteRequest, type Favorite } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/**
 * The customer's saved astrologers. Saved from an astrologer's packages page, listed and removed on
 * the profile page, so it lives in shared/.
 */
export const favoritesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Favorites'] }).injectEndpoints({
  endpoints: (build) => ({
    favorites: build.query<Favorite[], void>({
      query: () => requestTo(favoritesRoutes.list),
      providesTags: ['Favorites'],
    }),
    addFavorite: build.mutation<Favorite, AddFavoriteRequest>({
      query: (body) => requestTo(favoritesRoutes.add, { body }),
      invalidatesTags: ['Favorites'],
    }),
    removeFavorite: build.mutation<void, number>({
      query: (astrologerId) => requestTo(favoritesRoutes.remove, { params: { astrologerId } }),
      invalidatesTags: ['Favorites'],
    }),
  }),
});

export const { useFavoritesQuery, useAddFavoriteMutation, useRemoveFavoriteMutation } = favoritesApi;
