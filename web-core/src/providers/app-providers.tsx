import { createContext, useContext, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppThemeProvider } from '@astrosetu/design-system/theme';
import { ToastProvider } from '@astrosetu/design-system/toast';
import { getAppStore, type AppStore } from '../store/app-store';
import { useColorMode } from '../preferences/use-color-mode';

const InsideAppProviders = createContext(false);

function ThemeFromPreference({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  return (
    <AppThemeProvider mode={mode}>
      <ToastProvider>{children}</ToastProvider>
    </AppThemeProvider>
  );
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own store; the site uses the shared one. */
  store?: AppStore;
}

/**
 * The shared store, the brand theme in the visitor's colour mode and the one toast region of the site (so
 * `useToast()` from design-system works in every page). The shell wraps the site in it and each
 * remote wraps its pages in it, so a remote also runs standalone; inside the shell the remote's wrapper adds
 * nothing, because web-core is a federation singleton and this context tells it the providers are in place.
 */
export function AppProviders({ children, store }: AppProvidersProps) {
  const alreadyProvided = useContext(InsideAppProviders);
  if (alreadyProvided && !store) return <>{children}</>;
  return (
    <InsideAppProviders.Provider value>
      <Provider store={store ?? getAppStore()}>
        <ThemeFromPreference>{children}</ThemeFromPreference>
      </Provider>
    </InsideAppProviders.Provider>
  );
}
