import { readStoredToken } from '@astrosetu/web-core';

/**
 * Downloads a paid report. The API serves it only to its owner, who is known by the bearer token, so
 * the file is fetched with the token and handed to the browser as a download (a plain link would
 * carry no token).
 */
export async function downloadReport(file: string): Promise<void> {
  const token = readStoredToken();
  const response = await fetch(`/api/download-report/${encodeURIComponent(file)}`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText || 'Report download failed'}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'AstroSetu-astrological-report.pdf';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
