import { z } from 'zod';
import { idSchema } from './ids';

/** GET /api/favorites: the customer's saved astrologers, newest first (ones no longer listed are left out). */
export const favoriteSchema = z.object({
  id: z.number().int().positive(),
  astrologerId: z.number().int().positive(),
  astrologer: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    image: z.string(),
    rating: z.number().min(0).max(5),
    experience: z.number().int().nonnegative(),
    ratePerMinute: z.number().int().positive(),
    isOnline: z.boolean(),
    specializations: z.array(z.string()),
  }),
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** POST /api/favorites: 201 when added, 200 with the same favorite when it was already saved. */
export const addFavoriteRequestSchema = z.object({ astrologerId: idSchema });
export type AddFavoriteRequest = z.infer<typeof addFavoriteRequestSchema>;

/** DELETE /api/favorites/{astrologerId}: 204, also when it was not a favorite. */
export const favoriteParamsSchema = z.object({ astrologerId: idSchema });
