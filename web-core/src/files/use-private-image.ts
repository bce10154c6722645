import { useEffect, useState } from 'react';
import { readStoredToken } from '../session/credentials-storage';

export type PrivateImage = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

/**
 * An image the API serves only to some signed-in people (an astrologer's photo under review, a customer's
 * palm photo): a plain <img src> carries no bearer token, so it is fetched with the token and shown from
 * memory (an object URL, released when the component leaves or the URL changes).
 */
export function usePrivateImage(url: string | null | undefined): PrivateImage {
  const [image, setImage] = useState<PrivateImage>({ status: 'loading' });
  useEffect(() => {
    if (!url) return undefined;
    let objectUrl: string | null = null;
    let cancelled = false;
    setImage({ status: 'loading' });
    const token = readStoredToken();
    fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setImage({ status: 'ready', src: objectUrl });
      })
      .catch(() => {
        if (!cancelled) setImage({ status: 'failed' });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return image;
}
