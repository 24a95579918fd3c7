"use client";

import { useEffect, useState } from "react";

export interface PageHeading {
  id: string;
  text: string;
}

/** How far below the top of the window a heading counts as reached: the fixed header's height and a little more. */
const READ_LINE_PX = 96;

/** The id of the last heading scrolled up past the reading line, or the first heading before any is reached. */
function useCurrentHeading(headings: PageHeading[]): string | undefined {
  const [current, setCurrent] = useState(headings[0]?.id);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let reached = headings[0]?.id;
      for (const { id } of headings) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= READ_LINE_PX) reached = id;
      }
      setCurrent(reached);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("hashchange", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("hashchange", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [headings]);
  return current;
}

const linkClass =
  "block rounded-sm border-l-2 border-transparent py-1 pl-3 text-sm text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700 aria-[current=location]:border-violet-700 aria-[current=location]:font-semibold aria-[current=location]:text-violet-900";

function Links({ headings, current }: { headings: PageHeading[]; current: string | undefined }) {
  return (
    <ul className="space-y-0.5">
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} aria-current={heading.id === current ? "location" : undefined} className={linkClass}>
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * "On this page": the lesson's sections, the one being read marked. `side` is the list beside the text on wide
 * screens; `top` the collapsible list above it on narrower ones. Each is shown only where the other is hidden.
 */
export function OnThisPage({ headings, placement }: { headings: PageHeading[]; placement: "side" | "top" }) {
  const current = useCurrentHeading(headings);
  if (placement === "side") {
    return (
      <nav aria-label="On this page" className="fixed right-8 top-24 hidden max-h-[calc(100vh-7rem)] w-56 overflow-y-auto xl:block">
        <p className="mb-2 text-sm font-semibold text-slate-900">On this page</p>
        <Links headings={headings} current={current} />
      </nav>
    );
  }
  return (
    <nav aria-label="On this page" className="mb-6 rounded-md border border-slate-200 xl:hidden">
      <details>
        <summary className="cursor-pointer rounded-md px-4 py-2 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700">On this page</summary>
        <div className="px-2 pb-3">
          <Links headings={headings} current={current} />
        </div>
      </details>
    </nav>
  );
}
