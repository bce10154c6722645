import { orderImageResponseSchema } from '../orders';
import { endpoint, fileResponse, schemaResponse } from './endpoint';
import { storedFileParamsSchema } from './uploads-endpoints';

/** Customers' photos for an order (palms, floor plans), kept private (api/src/modules/order-images). */
export const orderImagesEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/uploads/order-image',
    summary: 'Upload a photo for an order (multipart field "image": PNG, JPEG or WebP under 5 MB), stored re-encoded without metadata',
    access: 'user',
    response: schemaResponse('OrderImageResponse', orderImageResponseSchema),
    status: 201,
  }),
  image: endpoint({
    method: 'GET',
    path: '/uploads/order-image/:file',
    summary: 'An order photo, for its uploader, an astrologer who claimed an order using it, and admins (others: 404)',
    access: 'signed-in',
    params: storedFileParamsSchema,
    response: fileResponse('Order image'),
  }),
};
