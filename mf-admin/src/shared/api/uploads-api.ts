import { requestTo, uploadsRoutes, type UploadImageResponse } from '@astrosetu/contracts';
import { adminApi } from './admin-api';

/** POST /api/admin/uploads/image: the server checks the bytes (PNG, JPEG, WebP, GIF) and the 5 MB limit again. */
export const uploadsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadImageResponse, File>({
      query: (file) => {
        const form = new FormData();
        form.append('image', file, file.name);
        // Multipart: the image is the body, so it is added beside the declared request.
        return { ...requestTo(uploadsRoutes.uploadImage), body: form };
      },
      invalidatesTags: ['AuditLog'],
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;
