"use client";

import { useEffect, useRef } from "react";

/**
 * Fetches the server-rendered body of a guide's "What members reported" (every member's text escaped on the server,
 * lib/debriefs/guide-html.ts) into the prepared guide. Kept to a fetch and an assignment: it ships on every lesson page.
 */
export function GuideReports({ src }: { src: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    fetch(src)
      .then((response) => (response.ok ? response.text() : ""))
      .then((html) => {
        if (html && box.current) box.current.innerHTML = html;
      })
      // Offline or refused: the part's links still lead to the reports.
      .catch(() => {});
  }, [src]);
  return <div ref={box} />;
}
