import { useCallback, useEffect } from 'react';
import { useToast } from '@astrosetu/design-system/toast';
import { normaliseApiError } from '@astrosetu/web-core';
import { useAdminText } from '../../locales/use-text';

/**
 * A failed admin action toasts its fixed title ('Failed to approve astrologer', ...); the server's
 * sentence, when there is one, says why.
 */
export function useFailureToast(): (title: string, error: unknown) => void {
  const { toast } = useToast();
  return useCallback(
    (title: string, error: unknown) => {
      const { message, isNetworkError } = normaliseApiError(error);
      toast({ title, description: isNetworkError ? useAdminText.translate('common.unreachable') : message, variant: 'error' });
    },
    [toast],
  );
}

/** A panel whose list failed to load toasts once per failure, with the panel's title and the server's reason. */
export function useFetchFailureToast(error: unknown, title: string): void {
  const failed = useFailureToast();
  useEffect(() => {
    if (error) failed(title, error);
  }, [error, failed, title]);
}
