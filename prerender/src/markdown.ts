// Articles are rendered with the site's own renderer (web-core/markdown: marked + DOMPurify with the same forbidden
// tags and link rules), on a jsdom window instead of the browser's.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createMarkdownRenderer } from '@astrosetu/web-core/markdown';

let renderer: ((markdown: string) => string) | undefined;

export function markdownRenderer(): (markdown: string) => string {
  if (renderer) return renderer;
  const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  // Unsupported, DOMPurify returns its input unchanged: refuse rather than publish unsanitised HTML.
  if (!purify.isSupported) throw new Error('DOMPurify cannot sanitise on this window');
  renderer = createMarkdownRenderer(purify);
  return renderer;
}
