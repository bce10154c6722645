import { useEffect } from 'react';

/** Names the browser tab after the page while it is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | AstroSetu`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
