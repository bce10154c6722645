import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { localDataDir } from '../../shared/storage/local-data-dir';
import { STORED_IMAGE_NAME } from './image-store';
import { MAX_INPUT_PIXELS } from './reencode-image';

/** Written into a directory once every image in it was checked, so later starts do not read them all again. */
export const SCRUBBED_MARKER = '.metadata-scrubbed-v1';

const hasMetadata = (meta: Metadata) => Boolean(meta.exif || meta.xmp || meta.iptc || meta.icc || (meta.orientation && meta.orientation > 1));

/**
 * Images stored before uploads were re-encoded (issue 33) may still carry EXIF and GPS. Each such file is written
 * again under the same name and in the same format (pages and profiles link to it), upright and without metadata;
 * its size is left as it was. Files that fail to decode are left alone (and counted). Returns how many were scrubbed.
 */
export async function scrubStoredImages(directory: string): Promise<{ scrubbed: number; unreadable: number }> {
  const result = { scrubbed: 0, unreadable: 0 };
  if (!existsSync(directory) || existsSync(join(directory, SCRUBBED_MARKER))) return result;
  for (const name of await readdir(directory)) {
    if (!STORED_IMAGE_NAME.test(name)) continue;
    const path = join(directory, name);
    try {
      const input = await readFile(path);
      if (!hasMetadata(await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata())) continue;
      const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: name.endsWith('.gif') }).autoOrient().toColourspace('srgb');
      const extension = name.slice(name.lastIndexOf('.') + 1);
      const output = await (extension === 'jpg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : extension === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : extension === 'webp'
            ? pipeline.webp({ quality: 85 })
            : pipeline.gif()
      ).toBuffer();
      await writeFile(`${path}.part`, output, { mode: 0o644 });
      await rename(`${path}.part`, path);
      result.scrubbed += 1;
    } catch {
      result.unreadable += 1;
    }
  }
  await writeFile(join(directory, SCRUBBED_MARKER), `${new Date().toISOString()}\n`);
  return result;
}

/** Every directory of stored images: the public uploads and the customers' private order images. */
export function storedImageDirectories(config: { uploadDir?: string }): string[] {
  return [
    localDataDir('uploads', config.uploadDir),
    localDataDir('order-images', config.uploadDir ? `${config.uploadDir}/../order-images` : undefined),
  ];
}
