import type { RequestHandler } from 'express';
import multer from 'multer';
import { MAX_IMAGE_BYTES, messages } from '@astrosetu/contracts';
import { AppError } from '../../shared/errors/app-error';
import { apiText } from '../../shared/i18n/api-text';

/**
 * Reads one image from a multipart form (field `image`, in memory) for the routes that take one: the uploads router's
 * and the astrologer's profile photo. multer's own errors become the API's error bodies; the size limit uses the
 * contracts' message. Its own file, not the router's: a router is mounted by composition, not imported by modules.
 */
export function receiveOneImage(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12 },
  }).single('image');
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, 'PAYLOAD_TOO_LARGE', messages.imageTooLarge, { image: messages.imageTooLarge }));
        if (error.code === 'LIMIT_UNEXPECTED_FILE') return next(AppError.badRequest(apiText('errors.uploads.sendOneImageForm'), { image: apiText('errors.uploads.sendOneImageForm') }));
        return next(AppError.badRequest(apiText('errors.uploads.uploadCouldRead'), { image: error.message }));
      }
      // Busboy's errors: a body that is not multipart at all, or a malformed or truncated one
      // ("Unexpected end of form", "Malformed part header"). Memory storage cannot fail, so every other
      // error here is about what the client sent too.
      if (error instanceof Error && /multipart|boundary/i.test(error.message)) {
        return next(AppError.badRequest(apiText('errors.uploads.sendImageMultipartForm')));
      }
      const reason = error instanceof Error ? error.message : 'unreadable body';
      return next(AppError.badRequest(apiText('errors.uploads.uploadCouldReadForm'), { image: reason }));
    });
  };
}
