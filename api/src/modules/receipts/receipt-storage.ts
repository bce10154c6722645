import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localDataDir } from '../../shared/storage/local-data-dir';

/**
 * Receipt PDFs on local disk, named by the order id (one receipt per paid order; the bytes never change
 * once written because everything on it is fixed at payment). Kept beside the reports so the mailer can attach them by path.
 */
export interface ReceiptStorage {
  pathOf(orderId: number): string;
  save(orderId: number, pdf: Buffer): Promise<string>;
  read(orderId: number): Promise<Buffer | null>;
}

export function createReceiptStorage(reportsDir?: string): ReceiptStorage {
  const dir = join(localDataDir('reports', reportsDir), 'receipts');
  const pathOf = (orderId: number) => join(dir, `receipt-${orderId}.pdf`);
  return {
    pathOf,
    async save(orderId, pdf) {
      await mkdir(dir, { recursive: true });
      const path = pathOf(orderId);
      await writeFile(`${path}.${process.pid}.partial`, pdf, { mode: 0o600 });
      await rename(`${path}.${process.pid}.partial`, path);
      return path;
    },
    async read(orderId) {
      try {
        return await readFile(pathOf(orderId));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
