import { WORDS_PER_MINUTE } from '@astrosetu/contracts';

const MAX_SLUG_LENGTH = 80;

/**
 * A URL slug from a title in any script: letters (with their combining marks, which Indic scripts
 * need), digits and single hyphens. "Shani Sade Sati: What to Expect" -> "shani-sade-sati-what-to-expect";
 * "शनि की साढ़े साती" keeps its Devanagari. Empty results fall back to "article".
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'article';
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
/** Chinese and Japanese are read by character, roughly 500 a minute. */
const CJK_CHARACTERS_PER_MINUTE = 500;

/** Whole minutes to read markdown: words (and CJK characters) at a steady pace, at least 1. */
export function readTimeMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  const cjkCharacters = (text.match(CJK) ?? []).length;
  const words = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + cjkCharacters / CJK_CHARACTERS_PER_MINUTE));
}
