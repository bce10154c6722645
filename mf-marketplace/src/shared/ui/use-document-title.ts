import { useEffect } from 'react';

const SITE_NAME = 'AstroSetu';

/** Names the browser tab after the page while it is shown (screen readers announce it on navigation too). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} | ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
