import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ColorMode } from '@astrosetu/design-system/theme';

export const colorModeStorageKey = 'colorMode';

function initialColorMode(): ColorMode {
  if (typeof window === 'undefined') return 'light';
  try {
    const stored = window.localStorage.getItem(colorModeStorageKey);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Blocked storage: fall through to the system preference.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The visitor's light/dark choice: one value in the shared store, so the shell and every remote agree. */
export const colorModeSlice = createSlice({
  name: 'colorMode',
  initialState: initialColorMode,
  reducers: {
    colorModeChanged: (_state, action: PayloadAction<ColorMode>) => action.payload,
  },
  selectors: {
    selectColorMode: (state) => state,
  },
});

export const { colorModeChanged } = colorModeSlice.actions;
export const { selectColorMode } = colorModeSlice.selectors;
