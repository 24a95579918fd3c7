/** Fewest words a quote must have to count as evidence: "the user" is in every answer and shows nothing. */
export const MIN_QUOTE_WORDS = 3;

const escape = (word: string) =>
  word
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    // A model may straighten or curl an apostrophe or quotation mark: the words are still the member's.
    .replace(/['‘’]/g, "['‘’]")
    .replace(/["“”]/g, '["“”]');

/**
 * Where `quote` stands in `answer`, ignoring case and differences of whitespace (a line break in the answer matches a
 * space in the quote), or null when it is not there word for word or is too short to be evidence. The offsets are the
 * answer's own, for highlighting it.
 */
export function findQuote(answer: string, quote: string): { start: number; end: number } | null {
  const parts = quote.trim().split(/\s+/).filter(Boolean);
  if (parts.length < MIN_QUOTE_WORDS) return null;
  const match = new RegExp(parts.map(escape).join("\\s+"), "iu").exec(answer);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** The answer cut around one quote, for showing it highlighted: before, the quoted words, after. */
export function splitAtQuote(answer: string, quote: string | null): [string, string, string] | null {
  const found = quote ? findQuote(answer, quote) : null;
  return found ? [answer.slice(0, found.start), answer.slice(found.start, found.end), answer.slice(found.end)] : null;
}
