import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { readStoredToken } from '@astrosetu/web-core';
import { useChatText } from '../../locales/use-text';

/** A customer's order image: served only with the bearer token, so it is fetched and shown from memory. */
export function ProtectedImage({ url, alt }: { url: string; alt: string }) {
  const { t } = useChatText();
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    const token = readStoredToken();
    fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (failed) return <Typography color="error">{t('task.imageFailed', { name: alt })}</Typography>;
  if (!source) return <Skeleton variant="rounded" width="100%" height={220} aria-label={t('task.imageLoading', { name: alt })} />;
  return (
    <Box component="a" href={source} target="_blank" rel="noopener" sx={{ display: 'block' }}>
      <Box component="img" src={source} alt={alt} sx={{ width: '100%', maxHeight: 420, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.default' }} />
    </Box>
  );
}
