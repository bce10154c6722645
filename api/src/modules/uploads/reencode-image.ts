import sharp from 'sharp';
import { AppError } from '../../shared/errors/app-error';
import { apiText } from '../../shared/i18n/api-text';
import type { ImageType } from './image-type';

/**
 * What each kind of upload becomes. Nothing the uploader sent is stored as sent: the image is decoded and
 * written anew, so no EXIF (camera, time, GPS position), XMP, IPTC or comment block survives, and a file that
 * only looks like an image (or a decompression bomb) is refused before anything is written.
 */
export interface ImagePolicy {
  /** The longer side is at most this many pixels (smaller images are never enlarged). */
  maxSide: number;
  /**
   * 'jpeg': always a JPEG (photos of people; transparency is laid on white).
   * 'keep-lossless': PNG and GIF sources become PNG (drawings, floor plans, logos: JPEG would smear their lines
   * and drop transparency), JPEG and WebP sources become JPEG.
   */
  format: 'jpeg' | 'keep-lossless';
}

/**
 * An astrologer's photo is shown at most 88-160 CSS px wide (profile, cards, chat header); 1024 px covers that
 * on a 3x phone screen with room to crop, and keeps the file small for listings on mobile data.
 */
export const profilePhotoPolicy: ImagePolicy = { maxSide: 1024, format: 'jpeg' };
/**
 * Palm photos and floor plans are read by an astrologer who zooms in on lines and room labels: 2048 px keeps
 * a palm's minor lines and a plan's text legible while a 12-50 MP phone photo (4-12 MB) becomes a few hundred KB.
 */
export const orderImagePolicy: ImagePolicy = { maxSide: 2048, format: 'keep-lossless' };
/** Article images are shown full width on a desktop (at most ~1200 CSS px, 2x screens): the same 2048 px. */
export const articleImagePolicy: ImagePolicy = { maxSide: 2048, format: 'keep-lossless' };

/**
 * The most pixels an upload may declare. 50 MP covers every phone camera's default mode (12-50 MP); a 5 MB PNG
 * or GIF can otherwise declare billions of pixels (a "decompression bomb") and exhaust the server's memory.
 * sharp reads the dimensions from the header and refuses before decoding.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ReencodedImage {
  bytes: Buffer;
  type: ImageType;
  width: number;
  height: number;
}

const JPEG_QUALITY = 85;

function refuse(key: 'errors.uploads.notAnImage' | 'errors.uploads.tooManyPixels'): never {
  const message = key === 'errors.uploads.tooManyPixels' ? apiText(key, { megapixels: MAX_INPUT_PIXELS / 1_000_000 }) : apiText(key);
  throw AppError.badRequest(message, { image: message });
}

/**
 * Decodes `input` (already known by its first bytes to be `source`), turns it upright from its EXIF orientation,
 * caps its size, converts it to sRGB and writes it again without any metadata. A file that does not decode as
 * an image, or declares more than MAX_INPUT_PIXELS, is a 400 with a reason the uploader can act on.
 */
export async function reencodeImage(input: Buffer, source: ImageType, policy: ImagePolicy): Promise<ReencodedImage> {
  const lossless = policy.format === 'keep-lossless' && (source.extension === 'png' || source.extension === 'gif');
  try {
    // failOn 'error': a photo with a harmless warning (a truncated thumbnail) still goes through; garbage does not.
    // Only the first frame of an animated GIF or WebP is kept (pages == 1 is sharp's default).
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
      // Applies the EXIF orientation to the pixels: once the tag is gone, the picture must already stand upright.
      .autoOrient()
      .resize({ width: policy.maxSide, height: policy.maxSide, fit: 'inside', withoutEnlargement: true })
      // Wide-gamut and CMYK sources become sRGB pixels; no ICC profile is written (sharp's default keeps none).
      .toColourspace('srgb');
    pipeline = lossless
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true, progressive: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      type: lossless ? { contentType: 'image/png', extension: 'png' } : { contentType: 'image/jpeg', extension: 'jpg' },
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) refuse('errors.uploads.tooManyPixels');
    refuse('errors.uploads.notAnImage');
  }
}
