import { orderImagesRoutes, requestTo } from '@astrosetu/contracts';
import { baseApi } from '@astrosetu/web-core';

/** What POST /api/uploads/order-image answers; the order keeps the stored file name. */
interface OrderImageUploadResponse {
  file?: string;
  name?: string;
  url?: string;
}

/** The stored file name the order's inputs refer to, whichever way the server names it. */
export function storedNameOf(response: OrderImageUploadResponse): string {
  const name = response.file ?? response.name ?? response.url?.slice(response.url.lastIndexOf('/') + 1) ?? '';
  return decodeURIComponent(name);
}

/** A customer's photo for an order (palms, floor plan): multipart, field "image", PNG/JPEG/WebP under 5 MB. */
export const orderUploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadOrderImage: build.mutation<string, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        // Multipart: the image is the body, so it is added beside the declared request.
        return { ...requestTo(orderImagesRoutes.upload), body };
      },
      transformResponse: (response: OrderImageUploadResponse) => storedNameOf(response),
    }),
  }),
});

export const { useUploadOrderImageMutation } = orderUploadsApi;
