import { lazy, Suspense } from 'react';
import { useSession } from '@astrosetu/web-core';

// The menu, its dialogs and the block list are for signed-in customers only: loaded when one is signed in, so that
// a visitor's first page (every astrologer tile has this slot) does not download MUI's Menu, Popover, Modal and
// Dialog for a button it never shows.
const AstrologerTrustActions = lazy(() => import('./astrologer-trust-actions').then((module) => ({ default: module.AstrologerTrustActions })));

/** "More" for a customer: report the astrologer, or block (unblock) them. Nothing for anyone else. */
export function AstrologerTrustMenu({ astrologer }: { astrologer: { id: number; name: string } }) {
  const { user } = useSession();
  if (user?.role !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <AstrologerTrustActions astrologer={astrologer} />
    </Suspense>
  );
}
