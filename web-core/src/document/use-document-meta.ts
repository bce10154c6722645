import { useEffect } from 'react';

export interface DocumentMeta {
  title?: string;
  description?: string;
  keywords?: readonly string[];
}

const SITE_NAME = 'AstroSetu';

function setMetaTag(name: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = !tag;
  const previous = tag?.content;
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
  return () => {
    if (created) tag.remove();
    else if (previous !== undefined) tag.content = previous;
  };
}

/**
 * Sets the document title and the description/keywords meta tags while a page is shown, and restores what was
 * there before when it goes (the shell and other remotes share the document).
 */
export function useDocumentMeta({ title, description, keywords }: DocumentMeta): void {
  const keywordText = keywords?.join(', ');
  useEffect(() => {
    const restore: Array<() => void> = [];
    if (title) {
      const previousTitle = document.title;
      document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
      restore.push(() => {
        document.title = previousTitle;
      });
    }
    if (description) restore.push(setMetaTag('description', description));
    if (keywordText) restore.push(setMetaTag('keywords', keywordText));
    return () => restore.reverse().forEach((undo) => undo());
  }, [title, description, keywordText]);
}

/** Names the browser tab after the page while it is shown (screen readers announce it on navigation too). */
export function useDocumentTitle(title: string | null): void {
  useDocumentMeta({ title: title ?? undefined });
}
