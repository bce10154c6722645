/** Text to match literally inside a regular expression (user search input never becomes a pattern). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive "contains" condition for a query filter. */
export function containsText(text: string): { $regex: string; $options: string } {
  return { $regex: escapeRegex(text), $options: 'i' };
}
