import { useLocation } from 'react-router-dom';
import { PagePlaceholder } from '@astrosetu/web-core';

/** Shown to signed-in visitors for a path no route matches. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PagePlaceholder
      title="404 Page Not Found"
      note="This page does not exist."
      description={`Nothing lives at ${pathname}. Did you forget to add the page to the router?`}
    />
  );
}
