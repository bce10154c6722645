import { readStoredToken } from '../session/credentials-storage';

/** Saves a Blob under a file name through a temporary link (the browser's own download, no new tab). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Receipts, report PDFs and readings are served only to their owner, known by the bearer token, so a file is
 * fetched with the token and handed to the browser as a download (a plain link would carry no token).
 */
export async function downloadWithSession(url: string, fileName: string): Promise<void> {
  const token = readStoredToken();
  const response = await fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText || 'Download failed'}`);
  saveBlob(await response.blob(), fileName);
}

/** A file-name-safe version of a label: 'Asha Rao 1990-05-15' -> 'asha-rao-1990-05-15'. */
export function fileSlug(label: string): string {
  return (
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'chart'
  );
}
