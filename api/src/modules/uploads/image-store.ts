import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiPathParamsOf, apiUrlOf, uploadsEndpoints } from '@astrosetu/contracts';
import type { ImageType } from './image-type';

/** Stored names are random (never the uploader's), so a name can neither collide nor walk directories. */
export const STORED_IMAGE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

export interface ImageStore {
  directory: string;
  /** Writes the bytes under a new random name and returns that name. */
  save(bytes: Buffer, type: ImageType): Promise<string>;
  exists(name: string): Promise<boolean>;
  /** The stored bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** Deletes the file if it is there. */
  remove(name: string): Promise<void>;
}

export function createImageStore(directory: string): ImageStore {
  return {
    directory,
    async save(bytes, type) {
      await mkdir(directory, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
      const path = join(directory, name);
      await writeFile(`${path}.part`, bytes, { mode: 0o644 });
      await rename(`${path}.part`, path);
      return name;
    },
    async exists(name) {
      if (!STORED_IMAGE_NAME.test(name)) return false;
      try {
        return (await stat(join(directory, name))).isFile();
      } catch {
        return false;
      }
    },
    async read(name) {
      if (!STORED_IMAGE_NAME.test(name)) return null;
      try {
        return await readFile(join(directory, name));
      } catch {
        return null;
      }
    },
    async remove(name) {
      if (STORED_IMAGE_NAME.test(name)) await rm(join(directory, name), { force: true });
    },
  };
}

export function uploadUrlOf(name: string): string {
  return apiUrlOf(uploadsEndpoints.image, { params: { file: name } });
}

/** The stored name inside an uploaded image's address (uploadUrlOf), or null for anything else. */
export function storedNameOfUrl(url: string): string | null {
  const file = apiPathParamsOf(uploadsEndpoints.image, url)?.file;
  return file !== undefined && STORED_IMAGE_NAME.test(file) ? file : null;
}
