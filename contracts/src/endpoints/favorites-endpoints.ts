import { z } from 'zod';
import { addFavoriteRequestSchema, favoriteParamsSchema, favoriteSchema } from '../favorite';
import { emptyResponse, endpoint, schemaResponse, type Endpoint } from './endpoint';

/** A customer's saved astrologers (api/src/modules/favorites). */
export const favoritesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/favorites',
    summary: "The customer's saved astrologers still listed, newest first",
    access: 'user',
    response: schemaResponse('Favorite[]', z.array(favoriteSchema)),
  }),
  /** 201 when added, 200 with the same favorite when it was already saved. */
  add: endpoint({
    method: 'POST',
    path: '/favorites',
    summary: 'Save an approved astrologer (200 when already saved)',
    access: 'user',
    body: addFavoriteRequestSchema,
    response: schemaResponse('Favorite', favoriteSchema),
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/favorites/:astrologerId',
    summary: 'Remove a saved astrologer (204 also when it was not saved)',
    access: 'user',
    params: favoriteParamsSchema,
    response: emptyResponse,
  }),
} satisfies Record<string, Endpoint>;
