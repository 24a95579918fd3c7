"use client";

import { useEffect, useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { RubricChoices, type GradedSkill, type LevelName } from "@/components/ui/rubric-choices";
import { readKitScores, writeKitScores, type KitPlace } from "./kit-storage";

/**
 * The interviewer's rubric form in the kit: scores and notes kept on this device only (`place`), never sent from
 * here. A reload keeps them; for a board mock they fill in the feedback form on /mocks.
 */
export function RubricScorer({ skills, levels, place }: { skills: GradedSkill[]; levels: readonly LevelName[]; place: KitPlace }) {
  const [scores, setScores] = useState<Record<string, number>>({});
  const [notes, setNotes] = useState("");
  const [restored, setRestored] = useState(false);
  const { memberId, mockId, questionId } = place;
  useEffect(() => {
    const kept = readKitScores({ memberId, mockId, questionId });
    // The device's storage is only readable after hydration, so the kept scores replace the blank form here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(true);
    if (!kept) return;
    setScores(kept.scores);
    setNotes(kept.notes);
  }, [memberId, mockId, questionId]);
  useEffect(() => {
    if (restored) writeKitScores({ memberId, mockId, questionId }, Object.keys(scores).length === 0 && notes === "" ? null : { scores, notes });
  }, [restored, memberId, mockId, questionId, scores, notes]);
  const given = Object.values(scores);
  const mean = given.length ? given.reduce((sum, score) => sum + score, 0) / given.length : null;
  const clear = () => {
    setScores({});
    setNotes("");
  };
  return (
    <form onSubmit={(event) => event.preventDefault()} onReset={clear} className="space-y-4" aria-label="Score the candidate">
      <RubricChoices skills={skills} levels={levels} field="score" idPrefix="kit" required chosen={scores} onChoose={(skill, score) => setScores((previous) => ({ ...previous, [skill]: score }))} />
      <Field id="kit-notes" label="Notes for the candidate">
        <textarea id="kit-notes" rows={4} value={notes} onChange={(event) => setNotes(event.target.value)} className={inputClass} />
      </Field>
      <p role="status" className="font-medium text-slate-900">
        {mean === null ? "No skill scored yet." : `${given.length} of ${skills.length} skills scored · average ${mean.toFixed(1)} of 5`}
      </p>
      <button type="reset" className="min-h-11 rounded-md border border-slate-400 px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700">
        Clear the scores
      </button>
    </form>
  );
}
