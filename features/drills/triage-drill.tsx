"use client";

import { Link } from "@/components/layout/link";
import { useState } from "react";
import type { TriageItem } from "@/lib/drills/drill-item";
import type { DrillAnswer, Graded } from "@/lib/drills/grade";
import { seededOrder } from "@/lib/drills/seeded-order";
import { linkClass, secondaryButton } from "./styles";

/**
 * A triage: a metric moved; the learner picks the first check, then reads why each is or is not the best. The checks
 * are shown in the order `seed` draws, new each session, so the best check is learnt by its reason, not by its place.
 */
export function TriageDrill({ item, seed, onAnswer, next }: { item: TriageItem; seed: string; onAnswer: (answer: DrillAnswer) => Graded | null; next: React.ReactNode }) {
  const [picked, setPicked] = useState<number | null>(null);
  const order = seededOrder(item.checks.length, seed);
  return (
    <div className="space-y-4">
      <p className="text-lg text-slate-900">{item.scenario}</p>
      <p className="font-medium text-slate-800">What do you check first?</p>
      <ol className="space-y-2">
        {order.map((index, place) => {
          const check = item.checks[index]!;
          return (
            <li key={check.text}>
              {picked === null ? (
                <button
                  type="button"
                  autoFocus={place === 0}
                  onClick={() => {
                    setPicked(index);
                    onAnswer({ kind: "triage", check: index });
                  }}
                  className={`${secondaryButton} w-full text-left`}
                >
                  {check.text}
                </button>
              ) : (
                <div className={`rounded-md border p-3 ${check.best ? "border-emerald-700 bg-emerald-50" : "border-slate-200"}`}>
                  <p className="font-medium text-slate-900">
                    {check.text}
                    {check.best && " (best first check)"}
                    {index === picked && " (your pick)"}
                  </p>
                  <p className="text-sm text-slate-700">{check.why}</p>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {picked !== null && (
        <div role="status" className="space-y-2">
          <p className="font-semibold text-slate-900">{item.checks[picked]?.best ? "Right: that is the best first check." : "Missed: another check comes first."}</p>
          {!item.checks[picked]?.best && (
            <p>
              <Link href={item.lesson} className={linkClass}>
                Read the lesson
              </Link>
            </p>
          )}
          {next}
        </div>
      )}
    </div>
  );
}

