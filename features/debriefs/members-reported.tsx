"use client";

import { useEffect, useState } from "react";
import { GUIDE_REPORTS_PATH } from "@/lib/auth/route-rules";

const linkClass = "text-violet-800 underline";

/**
 * A company guide's "What members reported" part. The guide is prepared once for every member, so the part is
 * rendered on the server for each request (app/api/debriefs/guide) and fetched into the page once it is shown: one
 * small read, and no rendering code in the browser. Before that, or without scripts, the links lead to the same reports.
 */
export function MembersReported({ company, name }: { company: string; name: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${GUIDE_REPORTS_PATH}?company=${encodeURIComponent(company)}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : null))
      .then((answer) => answer !== null && setHtml(answer))
      // Offline or refused: the links below still lead to the reports.
      .catch(() => {});
    return () => controller.abort();
  }, [company]);
  return (
    <section aria-labelledby="members-reported" className="rounded-lg border border-slate-200 p-4">
      <h2 id="members-reported" className="text-lg font-semibold text-slate-900">What members reported</h2>
      <p className="mt-1 text-sm text-slate-700">Rounds members sat at {name}, checked by an admin, with the month and year only.</p>
      {html === null ? (
        <p className="mt-2 text-sm">
          <a href={`/debriefs?company=${encodeURIComponent(company)}`} className={linkClass}>Read members&apos; reports of {name} rounds</a>
        </p>
      ) : (
        // Server-rendered, every member's text escaped (lib/debriefs/guide-html.ts).
        <div aria-live="polite" dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <p className="mt-3 text-sm">
        Interviewed at {name}? <a href={`/debriefs/new?company=${encodeURIComponent(company)}`} className={linkClass}>Report a round</a>
      </p>
    </section>
  );
}
