import { searchTerm } from "./spelling";

/** A piece of a snippet; `match` pieces are the searched words, shown highlighted. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
const BEFORE = 60;
const LENGTH = 200;

/**
 * About LENGTH characters of `text` around the first word whose search form is one of `terms`, cut into plain and
 * matching parts; the start of the text when no word matches (the match was in the heading or title).
 */
export function snippet(text: string, terms: ReadonlySet<string>): SnippetPart[] {
  const words = [...text.matchAll(WORD)].map((match) => ({ start: match.index, end: match.index + match[0].length, match: terms.has(searchTerm(match[0]) ?? "") }));
  const first = words.find((word) => word.match);
  let start = first ? Math.max(0, first.start - BEFORE) : 0;
  if (start > 0) start = words.find((word) => word.start >= start)?.start ?? start;
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) end = words.findLast((word) => word.end <= end)?.end ?? end;

  const parts: SnippetPart[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += part;
    else parts.push({ text: part, match });
  };
  if (start > 0) push("…", false);
  let at = start;
  for (const word of words) {
    if (word.start < start || word.end > end || !word.match) continue;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push("…", false);
  return parts;
}
