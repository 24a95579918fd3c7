"use client";

import { Link } from "@/components/layout/link";
import { useId, useState } from "react";
import { inputClass } from "@/components/ui/field";
import type { EstimateItem } from "@/lib/drills/drill-item";
import { describeNumber, readGuess } from "@/lib/drills/number";
import type { DrillAnswer, Graded } from "@/lib/drills/grade";
import { linkClass, primaryButton, RESULT_LABEL } from "./styles";

const VERDICT = { right: "within ×1.25 of the true value", partial: "within ×2 of the true value", missed: "more than ×2 away from the true value" };

/**
 * An estimate: the learner types a number, sees it read back as they type, and is scored when they check it. What is
 * typed and not yet checked is kept in `draftRef`, for the session to check when its time runs out.
 */
export function EstimateDrill({
  item,
  onAnswer,
  draftRef,
  next,
}: {
  item: EstimateItem;
  onAnswer: (answer: DrillAnswer) => Graded | null;
  draftRef: React.RefObject<string | null>;
  next: React.ReactNode;
}) {
  const [guess, setGuess] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [graded, setGraded] = useState<Graded | null>(null);
  const id = useId();
  const parsed = guess.trim() ? readGuess(guess, item) : null;
  const echo = parsed?.ok ? `Reads as ${describeNumber(parsed.value, parsed.percent)}` : "";

  function check(event: React.FormEvent) {
    event.preventDefault();
    const read = readGuess(guess, item);
    if (!read.ok) return setError(read.message);
    draftRef.current = null;
    setGraded(onAnswer({ kind: "estimate", guess }));
  }

  return (
    <div className="space-y-4">
      <p id={`${id}-prompt`} className="text-lg text-slate-900">
        {item.prompt}
      </p>
      <form onSubmit={check} className="space-y-2" noValidate>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Your estimate ({item.unit})
        </label>
        <input
          id={id}
          autoFocus
          autoComplete="off"
          inputMode="text"
          value={guess}
          readOnly={graded !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-prompt ${id}-echo ${id}-error`}
          onChange={(event) => {
            setGuess(event.target.value);
            setError(null);
            draftRef.current = event.target.value.trim() ? event.target.value : null;
          }}
          className={inputClass}
        />
        <p id={`${id}-echo`} aria-live="polite" className="min-h-5 text-sm text-slate-700">
          {echo}
        </p>
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
        {!graded && (
          <button type="submit" className={primaryButton}>
            Check
          </button>
        )}
      </form>
      {graded && (
        <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-4" role="status">
          <p className="font-semibold text-slate-900">
            {RESULT_LABEL[graded.result]}: {VERDICT[graded.result]}.
          </p>
          <p className="text-slate-800">
            The figure: {describeNumber(item.value, item.percent)} {item.unit} ({item.source}, {item.period}).
          </p>
          <p className="text-slate-700">{item.derivation}</p>
          {graded.result !== "right" && (
            <p>
              <Link href={item.lesson} className={linkClass}>
                Learn this figure in its lesson
              </Link>
            </p>
          )}
          {next}
        </div>
      )}
    </div>
  );
}
