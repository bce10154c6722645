import { escapeHtml } from './html';
import { textDirection } from './languages';

/**
 * A piece of catalogue text with the language it is really in. A catalogue that lacks a key for the page's language
 * gives the English message instead (as the app's translator does), and that English must not be presented as the
 * page's language: in the page it is wrapped in an element with its own lang (and dir, when the page runs the
 * other way). As a string (a title, a meta description, JSON-LD) it is just its text.
 */
export class Phrase {
  constructor(
    readonly text: string,
    /** The language the text is in. */
    readonly language: string,
    /** The language of the document around it (<html lang>). */
    readonly documentLanguage: string,
  ) {}

  toString(): string {
    return this.text;
  }

  /** The text as HTML, marked with its language when that is not the document's. */
  toHtml(): string {
    if (this.language === this.documentLanguage) return escapeHtml(this.text);
    const direction = textDirection(this.language);
    const dir = direction === textDirection(this.documentLanguage) ? '' : ` dir="${direction}"`;
    return `<span lang="${escapeHtml(this.language)}"${dir}>${escapeHtml(this.text)}</span>`;
  }
}
