import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { marked } from 'marked';

// @astrosetu/web-core/markdown: markdown written by people (an astrologer's answer to a customer) as HTML that
// is safe to put in the page. A deep entry, so only the screens that show such text load marked and DOMPurify.

/**
 * marked renders GitHub-flavoured markdown; DOMPurify removes scripts, styles, frames, forms, event handlers and
 * javascript: links an author might paste. Links to other sites open in a new tab without a handle on this one.
 * `purify` is the browser's DOMPurify, or one made on a server-side window (the shell server's prerender of
 * /blog/{slug} renders articles with this same function).
 */
export function createMarkdownRenderer(purify: Purifier): (markdown: string) => string {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return (markdown) => {
    const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
    return purify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style'],
    });
  };
}

let browserRenderer: ((markdown: string) => string) | undefined;

export function renderMarkdown(markdown: string): string {
  browserRenderer ??= createMarkdownRenderer(DOMPurify);
  return browserRenderer(markdown);
}
