"use client";

import { Link } from "@/components/layout/link";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { SEARCH_PATH } from "@/lib/auth/route-rules";
import type { SearchResult } from "@/lib/search/search-index";
import { GLOSSARY_PATH, MAX_QUERY_LENGTH } from "@/lib/search/search-limits";

type Answer = { query: string; results: SearchResult[] } | { query: string; error: string };

const UNAVAILABLE = "Search is not available right now. Please reload the page and try again.";
// Waits this long after the last key press, so a fast typist sends one request, not one per letter.
const PAUSE_MS = 120;

async function ask(query: string, signal: AbortSignal): Promise<Answer> {
  // A redirect means the session has ended (the proxy sends it to /login); it is not followed.
  const response = await fetch(`${SEARCH_PATH}?q=${encodeURIComponent(query)}`, { signal, redirect: "manual" });
  const body = (await response.json().catch(() => ({}))) as { results?: SearchResult[]; error?: string };
  if (response.ok && body.results) return { query, results: body.results };
  return { query, error: body.error ?? UNAVAILABLE };
}

/** Up and Down move between the search field and the results, as in a list. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>("input, [data-result]")];
  const index = stops.indexOf(document.activeElement as HTMLElement);
  const next = stops[index + (event.key === "ArrowDown" ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The search box: results as the member types, each a link to the lesson section, tool, practice question or drill
 * it matched.
 */
interface SearchDialogProps {
  onClose: () => void;
  /** What was typed after the search was opened and before this box was there. */
  takeTypedAhead: () => string;
}

export default function SearchDialog({ onClose, takeTypedAhead }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const titleId = useId();
  const statusId = useId();

  // Before the browser handles another key, the box takes the focus and what was typed ahead, so the next keystroke
  // lands after it.
  useLayoutEffect(() => {
    dialog.current?.showModal();
    const typed = takeTypedAhead();
    // The typed-ahead text lives in the button's ref, outside React, until this moment: reading it here, where no key
    // can come between the read and the box taking the focus, is what keeps every keystroke.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed) setQuery(typed.slice(0, MAX_QUERY_LENGTH));
  }, [takeTypedAhead]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      ask(trimmed, controller.signal).then(setAnswer, () => {
        if (!controller.signal.aborted) setAnswer({ query: trimmed, error: UNAVAILABLE });
      });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const shown = query.trim() ? answer : null;
  const results = shown && "results" in shown ? shown.results : [];

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={moveFocus}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      className="mx-auto mt-4 w-[calc(100%-1rem)] max-w-2xl rounded-lg border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:mt-20"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 p-3">
        <h2 id={titleId} className="sr-only">
          Search the course
        </h2>
        <form role="search" className="flex-1" onSubmit={(event) => event.preventDefault()}>
          <label className="sr-only" htmlFor={`${titleId}-input`}>
            Search the course
          </label>
          <input
            id={`${titleId}-input`}
            type="search"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search the course"
            aria-describedby={statusId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-violet-700"
          />
        </form>
        <button type="button" onClick={() => dialog.current?.close()} className="rounded-md px-2 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700">
          Close
        </button>
      </div>
      <div className="max-h-[70vh] overflow-y-auto p-3">
        <p id={statusId} role="status" className="px-1 text-sm text-slate-700">
          {!shown ? "Type a word or two: a framework, a company, a term." : "error" in shown ? shown.error : results.length === 0 ? `No results for "${shown.query}".` : `${results.length} ${results.length === 1 ? "result" : "results"}`}
        </p>
        {shown && "results" in shown && results.length === 0 && (
          <p className="mt-2 px-1 text-sm text-slate-700">
            Try other words, or look the term up in the{" "}
            <Link href={GLOSSARY_PATH} onClick={() => dialog.current?.close()} className="text-violet-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-violet-700">
              glossary
            </Link>
            .
          </p>
        )}
        {results.length > 0 && (
          <ul className="mt-2 space-y-1">
            {/* Keyed by place too: drill items of one kind, and glossary terms, lead to the same address. */}
            {results.map((result, index) => (
              <li key={`${index} ${result.href}`}>
                <Link
                  href={result.href}
                  data-result=""
                  onClick={() => dialog.current?.close()}
                  className="block rounded-md px-3 py-2 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  <span className="block text-xs font-medium text-violet-800">{result.lessonTitle}</span>
                  <span className="block font-semibold text-slate-900">{result.heading || result.lessonTitle}</span>
                  <span className="mt-0.5 block text-sm text-slate-700">
                    {result.snippet.map((part, index) =>
                      part.match ? (
                        <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
                          {part.text}
                        </mark>
                      ) : (
                        part.text
                      ),
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
