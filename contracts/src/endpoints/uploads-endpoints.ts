import { z } from 'zod';
import { uploadImageResponseSchema } from '../admin';
import { endpoint, fileResponse, schemaResponse } from './endpoint';

/**
 * A stored file's name in a path (an image, a report PDF). Any text parses: the route answers 404 for a name its
 * store could not have generated, so the name's shape tells a caller nothing about the disk.
 */
export const storedFileParamsSchema = z.object({ file: z.string() });

/** Public images (articles, profiles): an admin uploads one, anyone reads it back (api/src/modules/uploads). */
export const uploadsEndpoints = {
  uploadImage: endpoint({
    method: 'POST',
    path: '/admin/uploads/image',
    summary: 'Upload an image (multipart field "image": PNG, JPEG, WebP or GIF under 5 MB), stored re-encoded without metadata',
    access: 'admin',
    response: schemaResponse('UploadImageResponse', uploadImageResponseSchema),
    status: 201,
  }),
  image: endpoint({
    method: 'GET',
    path: '/uploads/:file',
    summary: 'An uploaded image, cached for a year (a stored name never changes its bytes)',
    access: 'public',
    params: storedFileParamsSchema,
    response: fileResponse('Image'),
  }),
};
