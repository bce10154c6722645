import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ZODIAC_SIGNS, type ZodiacSignId } from '@astrosetu/design-system/zodiac-sign-tile';

export const DEFAULT_SIGN: ZodiacSignId = 'aries';

function isSignId(value: string | null): value is ZodiacSignId {
  return ZODIAC_SIGNS.some((sign) => sign.id === value);
}

/**
 * The sign being read (Aries until the visitor picks another). Kept in the URL (?sign=leo) so a
 * reading can be shared and the back button returns to the previous sign's page state.
 */
export function useSelectedSign(): [ZodiacSignId, (sign: ZodiacSignId) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('sign');
  const sign = isSignId(value) ? value : DEFAULT_SIGN;
  const select = useCallback(
    (next: ZodiacSignId) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('sign', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [sign, select];
}
