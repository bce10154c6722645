import { apiUrlOf, orderImagesEndpoints } from '@astrosetu/contracts';

/** Where an order's image is served (order-images.router.ts); fulfilment shows the astrologer these links. */
export const orderImageUrlOf = (file: string) => apiUrlOf(orderImagesEndpoints.image, { params: { file } });
