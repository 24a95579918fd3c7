"use client";

import { Link } from "@/components/layout/link";
import { useEffect, useId, useRef, useState } from "react";
import type { MockItem } from "@/lib/drills/drill-item";
import type { DrillAnswer, Grade } from "@/lib/drills/grade";
import { RATINGS } from "./define-drill";
import { formatReturn } from "./format-return";
import { linkClass, primaryButton, secondaryButton } from "./styles";

/**
 * A checklist item the learner missed in a solo mock: the interviewer's line again, the learner recalls what a good
 * answer covers there, reveals the item and the editors' exemplar, and rates their recall, as for a definition.
 */
export function MockDrill({ item, returns, onAnswer }: { item: MockItem; returns: Record<Grade, string>; onAnswer: (answer: DrillAnswer) => void }) {
  const [revealed, setRevealed] = useState(false);
  const [now] = useState(() => new Date());
  const id = useId();
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealed) answer.current?.focus();
  }, [revealed]);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">From your solo mock: {item.title}</p>
      <blockquote className="border-l-4 border-violet-300 pl-3 text-slate-900">{item.line}</blockquote>
      <p className="text-lg text-slate-900">What does a good answer cover here? Say it in your head or out loud.</p>
      {!revealed ? (
        <button type="button" autoFocus onClick={() => setRevealed(true)} className={primaryButton}>
          Reveal what you missed
        </button>
      ) : (
        <div ref={answer} tabIndex={-1} className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4 outline-none">
          <p className="font-medium text-slate-900">{item.check}</p>
          <p className="whitespace-pre-line text-sm text-slate-700">Exemplar: {item.exemplar}</p>
          <p className="text-sm">
            <Link href={item.mockPath} className={linkClass}>
              Take the mock again
            </Link>
          </p>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">How well did you recall it?</legend>
            <div className="flex flex-wrap gap-2">
              {RATINGS.map(({ rating, label }) => (
                <button key={rating} type="button" aria-describedby={`${id}-${rating}`} onClick={() => onAnswer({ kind: "mock", rating })} className={rating === 3 ? primaryButton : secondaryButton}>
                  {label}
                </button>
              ))}
            </div>
            <ul aria-label="When it comes back" className="space-y-1 text-sm text-slate-700">
              {RATINGS.map(({ rating, label, hint }) => (
                <li key={rating} id={`${id}-${rating}`}>
                  <span className="font-medium text-slate-900">{label}</span>: {hint}; it comes back {formatReturn(returns[rating], now)}.
                </li>
              ))}
            </ul>
          </fieldset>
        </div>
      )}
    </div>
  );
}
