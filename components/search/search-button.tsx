"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

// The search box's code is loaded only when a member opens it, so lessons carry none of it.
const SearchDialog = dynamic(() => import("./search-dialog"), { ssr: false });

/** Whether a key press is typing into a field, where "/" is a character and not the search shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** The header's search button; "/" or Ctrl+K (⌘K on a Mac) opens it too. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === "/" && !typing(event.target)) || (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey));
      if (!shortcut || event.altKey) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K"
        onClick={() => setOpen(true)}
        className="flex h-10 items-center gap-2 rounded-md border border-slate-300 px-2.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:w-48"
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
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
