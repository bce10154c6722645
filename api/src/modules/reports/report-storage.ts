import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localDataDir } from '../../shared/storage/local-data-dir';

/** report-<order id>-<32 hex>.pdf: unguessable, and safe to join to a directory (no separators). */
const REPORT_FILE_PATTERN = /^report-\d{1,12}-[0-9a-f]{32}\.pdf$/;

export function isReportFileName(name: string): boolean {
  return REPORT_FILE_PATTERN.test(name);
}

export interface ReportStorage {
  readonly dir: string;
  newFileName(orderId: number): string;
  save(fileName: string, pdf: Buffer): Promise<void>;
  read(fileName: string): Promise<Buffer | null>;
  /** Absolute path of a stored report (e.g. to attach it to an e-mail). */
  pathOf(fileName: string): string;
  remove(fileName: string): Promise<void>;
}

/** Report PDFs on local disk (REPORTS_DIR, default api/.data/reports). Writes go to a temporary name first, so a reader never sees half a file. */
export function createReportStorage(configuredDir?: string): ReportStorage {
  const dir = localDataDir('reports', configuredDir);
  const pathOf = (fileName: string) => {
    if (!isReportFileName(fileName)) throw new Error(`Not a report file name: ${fileName}`);
    return join(dir, fileName);
  };
  return {
    dir,
    pathOf,
    newFileName: (orderId) => `report-${orderId}-${randomBytes(16).toString('hex')}.pdf`,
    async save(fileName, pdf) {
      const path = pathOf(fileName);
      await mkdir(dir, { recursive: true });
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, pdf, { mode: 0o600 });
      await rename(partial, path);
    },
    async read(fileName) {
      if (!isReportFileName(fileName)) return null;
      try {
        return await readFile(pathOf(fileName));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(fileName) {
      await rm(pathOf(fileName), { force: true });
    },
  };
}
