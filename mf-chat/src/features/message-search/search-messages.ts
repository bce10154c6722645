import { inflectedForms } from './inflected-forms';

/** What the search looks at in a message. */
export interface SearchableMessage {
  key: string;
  id?: number;
  senderName: string;
  message: string;
  timestamp: string;
}

export type Snippet = { before: string; match: string; after: string } | { text: string };

export interface SearchHit<M extends SearchableMessage = SearchableMessage> {
  message: M;
  /** The query is a whole word (or phrase) of the text, or the whole sender name. */
  exact: boolean;
  snippet: Snippet;
}

/** About 30 characters either side of the match; else the first 100 characters. */
export const SNIPPET_CONTEXT = 30;
export const SNIPPET_FALLBACK_LENGTH = 100;

/** The topics offered as suggestion chips when the conversation mentions them. */
export const TOPIC_KEYWORDS = [
  'career',
  'love',
  'marriage',
  'health',
  'finance',
  'education',
  'business',
  'family',
  'travel',
  'spiritual',
  'gemstone',
  'remedy',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Malayalam chillus (ൺ ൻ ർ ൽ ൾ ൿ) as older keyboards type them: consonant, virama, zero-width joiner. */
const CHILLU_SEQUENCE = /([ണനരലളക])\u0D4D\u200D/g;
const CHILLU: Record<string, string> = { 'ണ': '\u0D7A', 'ന': '\u0D7B', 'ര': '\u0D7C', 'ല': '\u0D7D', 'ള': '\u0D7E', 'ക': '\u0D7F' };
/** Marathi's eyelash ra typed as र, virama and zero-width joiner (दुसर्‍या) rather than ऱ and virama (दुसऱ्या). */
const EYELASH_RA_SEQUENCE = /\u0930\u094D\u200D/g;

/**
 * One encoding of each character before comparing, so a reader typing either finds the other: Bengali য় ড় ঢ় and
 * Devanagari क़ ज़ फ़ ळ typed as one code point or as a letter and a nukta (NFC); Malayalam chillus and Marathi's eyelash
 * ra, which Unicode gives no equivalence, written both ways (they look the same on screen).
 */
const canonical = (text: string) =>
  text.normalize('NFC').replace(CHILLU_SEQUENCE, (_, consonant: string) => CHILLU[consonant]).replace(EYELASH_RA_SEQUENCE, '\u0931\u094D');

/** The query standing as a word of its own: not inside a longer word, in any script. */
function wholeWordPattern(query: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${escapeRegExp(query)}(?![\\p{L}\\p{N}\\p{M}])`, 'iu');
}

function snippetAround(text: string, index: number, length: number): Snippet {
  const start = Math.max(0, index - SNIPPET_CONTEXT);
  const end = Math.min(text.length, index + length + SNIPPET_CONTEXT);
  return {
    before: `${start > 0 ? '…' : ''}${text.slice(start, index)}`,
    match: text.slice(index, index + length),
    after: `${text.slice(index + length, end)}${end < text.length ? '…' : ''}`,
  };
}

function leadingText(text: string): Snippet {
  return { text: text.length > SNIPPET_FALLBACK_LENGTH ? `${text.slice(0, SNIPPET_FALLBACK_LENGTH)}…` : text };
}

const newestFirst = (a: SearchableMessage, b: SearchableMessage) =>
  Date.parse(b.timestamp) - Date.parse(a.timestamp) || (b.id ?? Number.MAX_SAFE_INTEGER) - (a.id ?? Number.MAX_SAFE_INTEGER);

/**
 * Messages whose text or sender name contains the query, case-insensitively. Exact matches (the query
 * as a whole word of the text, or the whole sender name) come first, then newest first.
 */
export function searchMessages<M extends SearchableMessage>(messages: readonly M[], query: string): SearchHit<M>[] {
  const needle = canonical(query.trim());
  if (!needle) return [];
  const lowerNeedle = needle.toLocaleLowerCase();
  const wholeWord = wholeWordPattern(needle);
  const hits: SearchHit<M>[] = [];
  for (const message of messages) {
    const text = canonical(message.message);
    const senderName = canonical(message.senderName);
    const wordMatch = wholeWord.exec(text);
    const index = wordMatch ? wordMatch.index : text.toLocaleLowerCase().indexOf(lowerNeedle);
    const nameMatches = senderName.toLocaleLowerCase().includes(lowerNeedle);
    if (index === -1 && !nameMatches) continue;
    hits.push({
      message,
      exact: Boolean(wordMatch) || senderName.trim().toLocaleLowerCase() === lowerNeedle,
      snippet: index === -1 ? leadingText(text) : snippetAround(text, index, needle.length),
    });
  }
  return hits.sort((a, b) => Number(b.exact) - Number(a.exact) || newestFirst(a.message, b.message));
}

export type Topic = (typeof TOPIC_KEYWORDS)[number];

/**
 * The topic keywords that appear in the conversation, in this order: the word in the reader's language when the
 * chat uses it (विवाह, திருமணம், పెళ్లి, বিয়ে, लग्न, ಮದುವೆ, വിവാഹം), else the English word (chats mix both). A word in
 * the chat with a case ending ("పెళ్లికి", "বিয়ের", "लग्नाची") mentions it too, as the words are looked for inside the
 * text; a Malayalam word whose ending changes before a case ending ("വിവാഹത്തിന്") is looked for by its stem as well
 * (inflected-forms.ts).
 */
export function topicSuggestions(messages: readonly SearchableMessage[], wordFor: (topic: Topic) => string = (topic) => topic): string[] {
  const text = messages.map((message) => canonical(message.message).toLocaleLowerCase()).join('\n');
  return TOPIC_KEYWORDS.flatMap((topic) => {
    const word = canonical(wordFor(topic)).toLocaleLowerCase();
    if (inflectedForms(word).some((form) => text.includes(form))) return [word];
    return text.includes(topic) ? [topic] : [];
  });
}
