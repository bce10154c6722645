import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { AppThemeProvider } from '../theme/app-theme-provider';
import type { ColorMode } from '../theme/create-app-theme';

/** Renders inside the brand theme; `rerender` keeps the theme because it is a wrapper. */
export function renderWithTheme(ui: ReactElement, mode: ColorMode = 'light'): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => <AppThemeProvider mode={mode}>{children}</AppThemeProvider>;
  return render(ui, { wrapper });
}
