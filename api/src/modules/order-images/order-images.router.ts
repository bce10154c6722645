import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { MAX_IMAGE_BYTES, messages, orderImagesEndpoints, type OrderImageResponse } from '@astrosetu/contracts';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/errors/app-error';
import { currentUser } from '../../shared/http/auth-guards';
import { ANSWERED, endpointServer } from '../../shared/http/serve-endpoint';
import { localDataDir } from '../../shared/storage/local-data-dir';
import { createImageStore, STORED_IMAGE_NAME } from '../uploads/image-store';
import { contentTypeOfExtension, detectImageType } from '../uploads/image-type';
import { orderImagePolicy, reencodeImage } from '../uploads/reencode-image';
import { orderImageRepository } from './order-image.repository';
import { orderImageUrlOf } from './order-image-url';
import { apiText } from '../../shared/i18n/api-text';

const noImage = apiText('errors.orderImages.choosePhoto');
const wrongType = apiText('errors.orderImages.photoType');

function receiveOneImage(): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } }).single('image');
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, 'PAYLOAD_TOO_LARGE', messages.imageTooLarge, { image: messages.imageTooLarge }));
        return next(AppError.badRequest(apiText('errors.orderImages.sendOnePhotoForm'), { image: apiText('errors.orderImages.sendOnePhotoForm') }));
      }
      if (error instanceof Error && /multipart|boundary/i.test(error.message)) return next(AppError.badRequest(apiText('errors.orderImages.sendPhotoMultipartForm')));
      return next(error);
    });
  };
}

export interface OrderImagesDeps {
  /** Whether the astrologer claimed an order whose inputs use this image (fulfilment knows; the server wires it). */
  astrologerClaimedImage(astrologerId: number, file: string): Promise<boolean>;
}

/**
 * Customers' photos for an order (palms, floor plans): POST /api/uploads/order-image stores one under a
 * random name in a private directory (never served publicly, unlike /api/uploads/{file}); GET answers
 * only its uploader, an astrologer who claimed an order using it, and admins, all others 404.
 */
export function createOrderImagesRouter(ctx: AppContext, deps: OrderImagesDeps): Router {
  const router = Router();
  const serve = endpointServer(router, ctx.guards);
  const store = createImageStore(localDataDir('order-images', ctx.config.uploadDir ? `${ctx.config.uploadDir}/../order-images` : undefined));

  serve(orderImagesEndpoints.upload, receiveOneImage(), async (_request, req) => {
    const file = req.file;
    if (!file || file.size === 0) throw AppError.badRequest(noImage, { image: noImage });
    const type = detectImageType(file.buffer);
    if (!type || type.extension === 'gif') throw AppError.badRequest(wrongType, { image: wrongType });
    // Only the re-encoded bytes are kept: no EXIF/GPS (a palm photo taken at home says where home is), upright,
    // at most 2048 px; a PNG floor plan stays a PNG so its lines stay sharp (see reencode-image.ts).
    const image = await reencodeImage(file.buffer, type, orderImagePolicy);
    const name = await store.save(image.bytes, image.type);
    const size = image.bytes.length;
    await orderImageRepository.create({ file: name, userId: currentUser(req).id, contentType: image.type.contentType, size });
    const body: OrderImageResponse = { file: name, url: orderImageUrlOf(name), contentType: image.type.contentType, size };
    return body;
  });

  serve(orderImagesEndpoints.image, async ({ params }, req, res) => {
    const { file } = params;
    const image = STORED_IMAGE_NAME.test(file) ? await orderImageRepository.find(file) : null;
    const user = currentUser(req);
    const allowed =
      image !== null &&
      (image.userId === user.id ||
        user.role === 'admin' ||
        (user.role === 'astrologer' && user.astrologerId !== undefined && (await deps.astrologerClaimedImage(user.astrologerId, file))));
    if (!allowed || !(await store.exists(file))) throw AppError.notFound('image');
    const extension = file.slice(file.lastIndexOf('.') + 1) as keyof typeof contentTypeOfExtension;
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.sendFile(file, { root: store.directory, dotfiles: 'deny', headers: { 'Content-Type': contentTypeOfExtension[extension] } });
    return ANSWERED;
  });

  return router;
}
