import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * Markdown to HTML that is safe to put in the page: marked renders it (GitHub-flavoured), DOMPurify removes
 * scripts, event handlers and javascript: links an author might paste.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
