"use client";

import { Link } from "@/components/layout/link";
import { useEffect, useId, useRef, useState } from "react";
import { GLOSSARY_PATH, glossaryAnchor } from "@/lib/course/glossary-anchor";
import type { DefineItem } from "@/lib/drills/drill-item";
import type { DrillAnswer, Grade } from "@/lib/drills/grade";
import { formatReturn } from "./format-return";
import { linkClass, primaryButton, secondaryButton } from "./styles";

export const RATINGS = [
  { rating: 1, label: "Again", hint: "you did not recall it" },
  { rating: 2, label: "Hard", hint: "you recalled it with effort" },
  { rating: 3, label: "Good", hint: "you recalled it" },
  { rating: 4, label: "Easy", hint: "you recalled it at once" },
] as const;

/**
 * A definition: the learner recalls it, reveals it, and rates their recall; the rating is the answer. Each rating says
 * when the item comes back after it (`returns`), so the learner knows what the choice does.
 */
export function DefineDrill({ item, returns, onAnswer }: { item: DefineItem; returns: Record<Grade, string>; onAnswer: (answer: DrillAnswer) => void }) {
  const [revealed, setRevealed] = useState(false);
  const [now] = useState(() => new Date());
  const id = useId();
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealed) answer.current?.focus();
  }, [revealed]);

  return (
    <div className="space-y-4">
      <p className="text-lg text-slate-900">
        Define <strong>{item.term}</strong>, with an example, in your head or out loud.
      </p>
      {!revealed ? (
        <button type="button" autoFocus onClick={() => setRevealed(true)} className={primaryButton}>
          Reveal the definition
        </button>
      ) : (
        <div ref={answer} tabIndex={-1} className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4 outline-none">
          <p className="text-slate-900">{item.definition}</p>
          {item.example && <p className="text-sm text-slate-700">Example: {item.example}</p>}
          <p className="text-sm">
            {item.glossary ? (
              <Link href={`${GLOSSARY_PATH}#${glossaryAnchor(item.glossary)}`} className={linkClass}>
                {item.glossary} in the glossary
              </Link>
            ) : (
              <Link href={item.lesson} className={linkClass}>
                Read the lesson
              </Link>
            )}
          </p>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">How well did you recall it?</legend>
            <div className="flex flex-wrap gap-2">
              {RATINGS.map(({ rating, label }) => (
                <button
                  key={rating}
                  type="button"
                  aria-describedby={`${id}-${rating}`}
                  onClick={() => onAnswer({ kind: "define", rating })}
                  className={rating === 3 ? primaryButton : secondaryButton}
                >
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
