import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../ui/page-spinner';
import { AppProviders } from './app-providers';
import { useWebCoreText } from '../locales/use-text';

/** What a remote's './pages' module exports by default: page key -> component (spec of the shell contract). */
export type RemotePageMap = Readonly<Record<string, ComponentType>>;

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RemoteIdentity {
  /** Federation name, e.g. 'mf_chat'. Marks the page's area in the DOM (data-remote) for tests and styling. */
  name: string;
  /** A label baked into this build of the remote (ASTROSETU_BUILD_LABEL), shown when set. */
  buildLabel?: string;
}

/**
 * React.lazy remembers a failed load forever. This one starts afresh on the first render after a failure, so
 * when the shell's error boundary remounts the page (Retry), the page's chunk is requested again.
 */
function retryableLazy(loader: PageLoader): () => LazyExoticComponent<ComponentType> {
  let failed = false;
  const load = () =>
    loader().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let current = lazy(load);
  return () => {
    if (failed) {
      failed = false;
      current = lazy(load);
    }
    return current;
  };
}

/**
 * Builds a remote's page map: each page is code-split, and wrapped in the shared providers and the brand theme
 * so that it renders the same inside the shell and standalone on the remote's own port.
 */
export function defineRemotePages<Key extends string>(
  remote: RemoteIdentity,
  loaders: Record<Key, PageLoader>,
): Readonly<Record<Key, ComponentType>> {
  const pages = {} as Record<Key, ComponentType>;
  for (const key of Object.keys(loaders) as Key[]) {
    const currentPage = retryableLazy(loaders[key]);
    function RemotePage() {
      const Page = currentPage();
      const { t } = useWebCoreText();
      return (
        <AppProviders>
          <div data-remote={remote.name} data-page={key}>
            <Suspense fallback={<PageSpinner />}>
              <Page />
            </Suspense>
            {remote.buildLabel && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', py: 1 }}>
                {t('remotePage.build', { label: remote.buildLabel })}
              </Typography>
            )}
          </div>
        </AppProviders>
      );
    }
    RemotePage.displayName = `${remote.name}:${key}`;
    pages[key] = RemotePage;
  }
  return pages;
}
