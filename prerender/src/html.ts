// Text and attributes written into the prerendered HTML. Everything that comes from the API (an article's title,
// a horoscope's prose) or a catalogue goes through escapeHtml; only the sanitised markdown of an article is HTML.

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (character) => htmlEscapes[character]);

/** JSON inside <script type="application/ld+json">: '<' escaped so that no value can close the element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** HTML that is already safe: an html`` result, sanitised markdown. Turns into its text wherever a string is needed. */
export class SafeHtml {
  constructor(readonly text: string) {}

  toString(): string {
    return this.text;
  }
}

/** Marks HTML that is already safe (sanitised markdown, a string built from html`` parts). */
export const raw = (text: string | SafeHtml): SafeHtml => (text instanceof SafeHtml ? text : new SafeHtml(text));

/** Text that renders itself as HTML (a catalogue phrase marks its language: phrase.ts). */
interface SelfRendering {
  toHtml(): string;
}

/** What an html`` slot takes: text (escaped), safe HTML, a phrase, lists of these, or nothing. */
export type HtmlValue = string | number | SafeHtml | SelfRendering | false | null | undefined | HtmlValue[];

function toHtml(value: HtmlValue): string {
  if (Array.isArray(value)) return value.map(toHtml).join('');
  if (value instanceof SafeHtml) return value.text;
  if (typeof value === 'object' && value !== null && 'toHtml' in value) return value.toHtml();
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(value);
}

/** A tagged template whose ${values} are escaped unless they are html`` results or raw(); arrays are joined. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + toHtml(values[index - 1]) + text));
}
