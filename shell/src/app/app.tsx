import { BrowserRouter } from 'react-router-dom';
import { AppProviders, type AppStore } from '@astrosetu/web-core';
import { SiteLayout } from '../layout/site-layout';
import { RemoteRegistryContext } from '../remotes/remote-registry-context';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { AppRoutes } from '../routing/app-routes';

export interface AppProps {
  registry: RemoteRegistry;
  store?: AppStore;
}

export function App({ registry, store }: AppProps) {
  return (
    <AppProviders store={store}>
      <RemoteRegistryContext.Provider value={registry}>
        {/* Without transitions, a navigation and a session change made together render together (login). */}
        <BrowserRouter useTransitions={false}>
          <SiteLayout>
            <AppRoutes />
          </SiteLayout>
        </BrowserRouter>
      </RemoteRegistryContext.Provider>
    </AppProviders>
  );
}
