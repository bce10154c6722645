import type { SafeHtml } from './html';
import type { Alternate } from './languages';

export interface Breadcrumb {
  name: string;
  path: string;
}

/** What a public route's prerendered page holds: its head and its content. */
export interface PrerenderedPage {
  status: number;
  /** The page's title as the app's useDocumentMeta sets it (the site's name is added to it). */
  title: string;
  description: string;
  /** The canonical path: the query that selects the content (?sign=leo) and the language (?lang=hi) included. */
  path: string;
  /** The language of the document (<html lang>): the interface language, or an article's own. */
  language: string;
  ogType?: 'website' | 'article';
  /** Absolute or site path. */
  image?: string;
  noindex?: boolean;
  /** hreflang alternates; by default one per offered language (languages.ts). */
  alternates?: Alternate[];
  /** From the home page down to this page. */
  breadcrumbs?: Breadcrumb[];
  /** Structured data besides the breadcrumbs. */
  jsonLd?: object[];
  /** The page's content (escaped or sanitised). */
  body: SafeHtml;
}
