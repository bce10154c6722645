import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { PageSpinner, useSession } from '@astrosetu/web-core';
import { PageFallback } from '../prerender/prerendered-content';
import { RemotePage } from '../remotes/remote-page';
import { audienceOf } from './audience';
import { routeEntriesFor, type RouteTarget } from './route-table';
import { useShellText } from '../locales/use-text';

// The shell's own page, split out: formik, zod and the forms load only when someone signs in.
const LoginPage = lazy(() => import('../login/login-page'));

function TargetElement({ target }: { target: RouteTarget }) {
  if (target.kind === 'shell') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <LoginPage />
      </Suspense>
    );
  }
  return <RemotePage remote={target.remote} page={target.page} />;
}

function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The signed-in role's column of the route table; a spinner until the server has confirmed it. */
export function AppRoutes() {
  const { user, status } = useSession();
  const { t } = useShellText();
  const routes = useRoutes(
    routeEntriesFor(audienceOf(user)).map(({ path, target }) => ({ path, element: <TargetElement target={target} /> })),
  );
  if (status === 'loading') return <PageFallback label={t('routes.checkingSession')} />;
  return (
    <>
      <ScrollToTopOnNavigation />
      {routes}
    </>
  );
}
