import { Router } from 'express';
import { uploadsEndpoints, type UploadImageResponse } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import { localDataDir } from '../../shared/storage/local-data-dir';
import { auditRepository } from '../audit/audit.repository';
import { createImageStore, STORED_IMAGE_NAME, uploadUrlOf, type ImageStore } from './image-store';
import { contentTypeOfExtension, detectImageType, type ImageType } from './image-type';
import { articleImagePolicy, reencodeImage } from './reencode-image';
import { apiText } from '../../shared/i18n/api-text';
import { receiveOneImage } from './receive-one-image';

/**
 * POST /api/admin/uploads/image (admins) takes a PNG, JPEG, WebP or GIF under 5 MB, checked by its
 * content, and stores it re-encoded without metadata; GET /api/uploads/{file} serves it back to anyone (article and profile images are public).
 */
export function createUploadsRouter(ctx: AppContext, store: ImageStore = createImageStore(localDataDir('uploads', ctx.config.uploadDir))): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);

  serve(uploadsEndpoints.uploadImage, receiveOneImage(), async (_request, req) => {
    const file = req.file;
    if (!file) throw AppError.badRequest(apiText('errors.common.chooseImageUpload'), { image: apiText('errors.common.chooseImageUpload') });
    if (file.size === 0) throw AppError.badRequest(apiText('errors.uploads.imageFileEmpty'), { image: apiText('errors.uploads.imageFileEmpty') });
    const type: ImageType | null = detectImageType(file.buffer);
    if (!type) {
      throw AppError.badRequest(apiText('errors.common.imageType'), {
        image: apiText('errors.common.imageType'),
      });
    }
    // Only the re-encoded bytes are kept: no EXIF/GPS, upright, at most 2048 px (see reencode-image.ts).
    const image = await reencodeImage(file.buffer, type, articleImagePolicy);
    const name = await store.save(image.bytes, image.type);
    const body: UploadImageResponse = { url: uploadUrlOf(name), contentType: image.type.contentType, size: image.bytes.length };
    const admin = currentUser(req);
    await auditRepository.record({
      actor: { id: admin.id, username: admin.username },
      action: 'upload.image',
      target: { type: 'upload', id: name },
      summary: `Uploaded image ${file.originalname ? `"${file.originalname.slice(0, 100)}" ` : ''}as ${body.url} (${body.size} bytes)`,
      before: null,
      after: body,
    });
    return body;
  });

  serve(uploadsEndpoints.image, async ({ params }, _req, res) => {
    // Any name the store could not have generated is simply not there (no hint about the disk).
    const { file } = params;
    if (!STORED_IMAGE_NAME.test(file) || !(await store.exists(file))) throw AppError.notFound('image');
    const extension = file.slice(file.lastIndexOf('.') + 1) as ImageType['extension'];
    res.setHeader('Content-Type', contentTypeOfExtension[extension]);
    // A stored name never changes its bytes, so browsers and proxies may keep it for a year.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.sendFile(file, { root: store.directory, dotfiles: 'deny', headers: { 'Content-Type': contentTypeOfExtension[extension] } });
    return ANSWERED;
  });

  return router;
}
