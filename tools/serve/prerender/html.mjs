// Text and attributes written into the prerendered HTML. Everything that comes from the API (an article's
// title, a horoscope's prose) goes through escapeHtml; only the sanitised markdown of an article is HTML.

const htmlEscapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {unknown} value */
export const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (character) => htmlEscapes[character]);

/** JSON inside <script type="application/ld+json">: '<' escaped so that no value can close the element. */
export const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** HTML that is already safe: an html`` result, sanitised markdown. Turns into its text wherever a string is needed. */
class SafeHtml {
  constructor(text) {
    this.text = String(text);
  }

  toString() {
    return this.text;
  }
}

/** Marks HTML that is already safe (sanitised markdown, a string built from html`` parts). */
export const raw = (text) => (text instanceof SafeHtml ? text : new SafeHtml(text));

function toHtml(value) {
  if (Array.isArray(value)) return value.map(toHtml).join('');
  if (value instanceof SafeHtml) return value.text;
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(value);
}

/** A tagged template whose ${values} are escaped unless they are html`` results or raw(); arrays are joined. */
export function html(strings, ...values) {
  return new SafeHtml(strings.reduce((out, text, index) => out + toHtml(values[index - 1]) + text));
}

/** The site's name, as web-core's useDocumentMeta appends it to a page's title. */
export const SITE_NAME = 'AstroSetu';
export const documentTitle = (title) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);
