import { useCallback } from 'react';
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
