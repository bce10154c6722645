import { readStoredToken } from '@astrosetu/web-core';

/**
 * Receipts, report PDFs and readings are served only to their owner, known by the bearer token, so a file is
 * fetched with the token and handed to the browser as a download (a plain link would carry no token).
 */
export async function downloadWithSession(url: string, fileName: string): Promise<void> {
  const token = readStoredToken();
  const response = await fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText || 'Download failed'}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
