export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a page with the device's share sheet where there is one (phones), otherwise copies its link
 * (so Share always does something).
 */
export async function shareLink(data: { title: string; text?: string; url: string }): Promise<ShareResult> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Share sheet refused (e.g. not allowed in this frame): fall through to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
