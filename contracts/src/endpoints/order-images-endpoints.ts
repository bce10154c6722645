import type { Endpoint } from './endpoint';

/** The order-images module's endpoints (api/src/modules/order-images): filled as its routes move onto declarations (issue 34). */
export const orderImagesEndpoints = {} satisfies Record<string, Endpoint>;
