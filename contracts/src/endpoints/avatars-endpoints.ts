import { z } from 'zod';
import { endpoint, fileResponse } from './endpoint';

/**
 * The file name of a portrait, `{astrologerId}.svg`. Any text is taken here: the route answers a name of another
 * shape 404, as for a portrait that does not exist.
 */
export const avatarFileParamsSchema = z.object({ file: z.string() });

/** Generated portraits of the astrologers (api/src/modules/avatars), so the site needs no outside image host. */
export const avatarsEndpoints = {
  portrait: endpoint({
    method: 'GET',
    path: '/avatars/:file',
    summary: "An approved astrologer's generated portrait (GET /avatars/{astrologerId}.svg)",
    access: 'public',
    params: avatarFileParamsSchema,
    response: fileResponse('Portrait (image/svg+xml)'),
  }),
};
