"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState } from "react";

// The search box's code is loaded only when a member opens it, so lessons carry none of it.
const SearchDialog = dynamic(() => import("./search-dialog"), { ssr: false });

/** Whether a key press is typing into a field, where "/" is a character and not the search shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** A key that types one character (not a shortcut such as Ctrl+C). */
const character = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The header's search button; "/" or Ctrl+K (⌘K on a Mac) opens it too. What is typed between opening and the box
 * being there (its code may still be on the way) is kept and handed to the box, so no keystroke is lost.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The characters typed since opening, while the box is not there yet; null once the box has taken them.
  const typedAhead = useRef<string | null>(null);
  const isOpen = useRef(false);

  const openSearch = useCallback(() => {
    if (!isOpen.current) typedAhead.current = "";
    isOpen.current = true;
    setOpen(true);
  }, []);

  const takeTypedAhead = useCallback(() => {
    const typed = typedAhead.current ?? "";
    typedAhead.current = null;
    return typed;
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typedAhead.current !== null && (character(event) || event.key === "Backspace")) {
        event.preventDefault();
        typedAhead.current = event.key === "Backspace" ? typedAhead.current.slice(0, -1) : typedAhead.current + event.key;
        return;
      }
      const shortcut = (event.key === "/" && !typing(event.target)) || (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey));
      if (!shortcut || event.altKey) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [openSearch]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K"
        onClick={openSearch}
        className="flex h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 px-2.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:w-48"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="9" cy="9" r="6" />
          <path d="M13.5 13.5L17 17" />
        </svg>
        <span className="max-sm:sr-only">Search</span>
        <kbd aria-hidden="true" className="ml-auto rounded border border-slate-300 px-1.5 text-xs text-slate-600 max-sm:hidden">
          /
        </kbd>
      </button>
      {open && (
        <SearchDialog
          takeTypedAhead={takeTypedAhead}
          onClose={() => {
            typedAhead.current = null;
            isOpen.current = false;
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
