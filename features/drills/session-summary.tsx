"use client";

import { Link } from "@/components/layout/link";
import { useEffect, useRef, useState } from "react";
import type { EstimateOutcome } from "@/lib/drills/score";
import { formatReturn } from "./format-return";
import { PendingNote } from "./pending-note";
import { linkClass, RESULT_LABEL } from "./styles";

/** One answered item, as the summary lists it. */
export type Answered = { id: string; label: string; result: EstimateOutcome; due: string };

/** The end of a session: why it ended, right/partial/missed, and when each item comes back. */
export function SessionSummary({ answered, ended, memberId }: { answered: Answered[]; ended: "time" | "items"; memberId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [now] = useState(() => new Date());
  useEffect(() => heading.current?.focus(), []);
  const count = (result: EstimateOutcome) => answered.filter((item) => item.result === result).length;
  return (
    <section aria-labelledby="summary" className="space-y-4">
      <h2 id="summary" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
        Session summary
      </h2>
      <p className="text-slate-800">{ended === "time" ? "Time is up." : "You have answered every item."}</p>
      <p className="text-slate-900">
        Right: {count("right")} · Partly right: {count("partial")} · Missed: {count("missed")}
      </p>
      {answered.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What you answered and when each item comes back</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2">Item</th>
              <th scope="col" className="py-1 pr-2">Result</th>
              <th scope="col" className="py-1">Comes back</th>
            </tr>
          </thead>
          <tbody>
            {answered.map((item) => (
              <tr key={item.id} className="border-b border-slate-200 align-top">
                <td className="py-1 pr-2">{item.label}</td>
                <td className="py-1 pr-2">{RESULT_LABEL[item.result]}</td>
                <td className="py-1">{formatReturn(item.due, now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PendingNote memberId={memberId} />
      <p>
        <Link href="/drills" className={linkClass}>
          Back to drills
        </Link>
      </p>
    </section>
  );
}
