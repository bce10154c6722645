// Articles are rendered with the site's own renderer (web-core/markdown: marked + DOMPurify with the same
// forbidden tags and link rules), on a jsdom window instead of the browser's.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { importTypeScript } from './import-typescript.mjs';

const rendererModule = new URL('../../../web-core/src/markdown/index.ts', import.meta.url);
let renderer;

/** @returns {Promise<(markdown: string) => string>} */
export async function markdownRenderer() {
  if (renderer) return renderer;
  const { createMarkdownRenderer } = await importTypeScript(rendererModule);
  const purify = createDOMPurify(new JSDOM('').window);
  // Unsupported, DOMPurify returns its input unchanged: refuse rather than publish unsanitised HTML.
  if (!purify.isSupported) throw new Error('DOMPurify cannot sanitise on this window');
  renderer = createMarkdownRenderer(purify);
  return renderer;
}
