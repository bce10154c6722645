import { useEffect } from 'react';

export interface DocumentMeta {
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /**
   * The page's canonical path, when it is not the current path: e.g. a page that several paths show. By default
   * the current path, with the query parameters that choose what the page shows (see CONTENT_QUERY_PARAMETERS).
   */
  canonicalPath?: string;
}

const SITE_NAME = 'AstroSetu';

/**
 * Query parameters that select the page's content (/daily-horoscope?sign=leo is Leo's page), kept in canonical
 * URLs as the server's prerender and sitemap write them; any other parameter (a tab, a filter) is left out.
 */
const CONTENT_QUERY_PARAMETERS = ['sign', 'lang'] as const;

/** The title as every page shows it: the page's own, then the site's name. */
export function documentTitleOf(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Sets an attribute on the head element matched by `selector` (created when missing); returns how to undo it. */
function setHeadElement(selector: string, create: () => HTMLElement, attribute: string, value: string): () => void {
  let element = document.head.querySelector<HTMLElement>(selector);
  const created = !element;
  const previous = element?.getAttribute(attribute) ?? null;
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute(attribute, previous);
  };
}

function setMetaTag(key: 'name' | 'property', name: string, content: string): () => void {
  return setHeadElement(
    `meta[${key}="${name}"]`,
    () => {
      const tag = document.createElement('meta');
      tag.setAttribute(key, name);
      return tag;
    },
    'content',
    content,
  );
}

function setCanonical(href: string): () => void {
  return setHeadElement(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    },
    'href',
    href,
  );
}

function canonicalUrlOf(canonicalPath: string | undefined, location: Location): string {
  if (canonicalPath) return new URL(canonicalPath, location.origin).toString();
  const current = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of CONTENT_QUERY_PARAMETERS) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
}

/**
 * Sets the document title, the description and keywords, the canonical URL and the Open Graph and Twitter card
 * title, description and URL while a page is shown, and restores what was there before when it goes (the shell
 * and other remotes share the document). The shell's server writes the same tags into the HTML of public pages
 * (prerender/), so a page keeps the head it arrived with once its script has run.
 */
export function useDocumentMeta({ title, description, keywords, canonicalPath }: DocumentMeta): void {
  const keywordText = keywords?.join(', ');
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const pathname = typeof window === 'undefined' ? '' : window.location.pathname;
  useEffect(() => {
    const restore: Array<() => void> = [];
    if (title) {
      const previousTitle = document.title;
      const fullTitle = documentTitleOf(title);
      document.title = fullTitle;
      restore.push(() => {
        document.title = previousTitle;
      });
      restore.push(setMetaTag('property', 'og:title', fullTitle), setMetaTag('name', 'twitter:title', fullTitle));
      // A page with a title of its own is a page of its own: its canonical URL is its address.
      const canonical = canonicalUrlOf(canonicalPath, window.location);
      restore.push(setCanonical(canonical), setMetaTag('property', 'og:url', canonical));
    }
    if (description) {
      restore.push(
        setMetaTag('name', 'description', description),
        setMetaTag('property', 'og:description', description),
        setMetaTag('name', 'twitter:description', description),
      );
    }
    if (keywordText) restore.push(setMetaTag('name', 'keywords', keywordText));
    return () => restore.reverse().forEach((undo) => undo());
  }, [title, description, keywordText, canonicalPath, pathname, search]);
}

/** Names the browser tab after the page while it is shown (screen readers announce it on navigation too). */
export function useDocumentTitle(title: string | null): void {
  useDocumentMeta({ title: title ?? undefined });
}
