"use client";

import { useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { RubricRadios, type ScoredSkill } from "../rubric-radios";

/** The interviewer's rubric form in the kit: scores and notes kept in this page only, never sent anywhere. */
export function RubricScorer({ skills, levels }: { skills: ScoredSkill[]; levels: string[] }) {
  const [scores, setScores] = useState<Record<string, number>>({});
  const given = Object.values(scores);
  const mean = given.length ? given.reduce((sum, score) => sum + score, 0) / given.length : null;
  return (
    <form onSubmit={(event) => event.preventDefault()} onReset={() => setScores({})} className="space-y-4" aria-label="Score the candidate">
      <RubricRadios skills={skills} levels={levels} idPrefix="kit" onScore={(skill, score) => setScores((previous) => ({ ...previous, [skill]: score }))} />
      <Field id="kit-notes" label="Notes for the candidate">
        <textarea id="kit-notes" rows={4} className={inputClass} />
      </Field>
      <p role="status" className="font-medium text-slate-900">
        {mean === null ? "No skill scored yet." : `${given.length} of ${skills.length} skills scored · average ${mean.toFixed(1)} of 5`}
      </p>
      <button type="reset" className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700">
        Clear the scores
      </button>
    </form>
  );
}
