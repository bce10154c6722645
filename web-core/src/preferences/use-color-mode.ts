import { useCallback } from 'react';
import type { ColorMode } from '@astrosetu/design-system/theme';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { colorModeChanged, colorModeStorageKey, selectColorMode } from './color-mode-slice';

/** The site-wide light/dark preference, remembered in local storage. */
export function useColorMode(): { mode: ColorMode; setMode: (mode: ColorMode) => void; toggle: () => void } {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectColorMode);
  const setMode = useCallback(
    (next: ColorMode) => {
      dispatch(colorModeChanged(next));
      try {
        window.localStorage.setItem(colorModeStorageKey, next);
      } catch {
        // Blocked storage: the choice lasts for this visit only.
      }
    },
    [dispatch],
  );
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  return { mode, setMode, toggle };
}
