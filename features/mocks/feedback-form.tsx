"use client";

import { useActionState, useEffect, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { giveMockFeedback } from "./after-mock-actions";
import { readKitScores, writeKitScores, type KitPlace } from "./kit/kit-storage";
import type { MockFeedbackField } from "./mock-schema";
import { RubricChoices, type GradedSkill, type LevelName } from "@/components/ui/rubric-choices";

/**
 * The rubric feedback a member gives the other person of a mock, after its start. The scores and notes the member
 * gave in the interviewer's kit for this mock (`place`, kept on the device) fill it in, to check before sending.
 */
export function FeedbackForm({ place, partnerName, skills, levels }: { place: KitPlace; partnerName: string; skills: GradedSkill[]; levels: readonly LevelName[] }) {
  const [state, action] = useActionState<ActionResult<MockFeedbackField>, FormData>(giveMockFeedback, {});
  const [scores, setScores] = useState<Record<string, number>>({});
  const [comments, setComments] = useState("");
  const [fromKit, setFromKit] = useState(false);
  const { memberId, mockId, questionId } = place;
  // A string, not the array: a page refresh brings equal skills in a new array, which must not refill the form.
  const skillIds = skills.map((skill) => skill.id).join(" ");
  useEffect(() => {
    const kept = readKitScores({ memberId, mockId, questionId });
    if (!kept) return;
    const known = new Set(skillIds.split(" "));
    // The device's storage is only readable after hydration, so the kit's scores fill the form here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setScores(Object.fromEntries(Object.entries(kept.scores).filter(([skill]) => known.has(skill))));
    setComments(kept.notes.slice(0, 2000));
    setFromKit(true);
  }, [memberId, mockId, questionId, skillIds]);
  useEffect(() => {
    // Sent: the kit's copy has done its work.
    if (state.ok) writeKitScores({ memberId, mockId, questionId }, null);
  }, [state.ok, memberId, mockId, questionId]);
  const id = `feedback-${mockId}`;
  if (state.ok) return <FormMessage state={state} />;
  return (
    <form action={action} noValidate className="space-y-4" aria-label={`Feedback for ${partnerName}`}>
      <input type="hidden" name="request_id" value={mockId ?? ""} />
      <FormMessage state={state} />
      <p className="text-sm text-slate-700">
        Score {partnerName} as candidate on each skill, 1 (very weak) to 5 (very strong).
        {fromKit && " Filled in from your interviewer's kit on this device: check it before you send."} {partnerName} sees your feedback once they have sent
        theirs, or two days after the mock.
      </p>
      <RubricChoices skills={skills} levels={levels} field="score" idPrefix={id} required chosen={scores} onChoose={(skill, score) => setScores((previous) => ({ ...previous, [skill]: score }))} />
      {state.errors?.scores && <p className="text-sm text-red-700">{state.errors.scores}</p>}
      <Field id={`${id}-comments`} label="Comments: what to keep, what to change" error={state.errors?.comments}>
        <textarea
          id={`${id}-comments`}
          name="comments"
          rows={3}
          maxLength={2000}
          value={comments}
          onChange={(event) => setComments(event.target.value)}
          className={inputClass}
          {...(state.errors?.comments ? { "aria-invalid": true, "aria-describedby": errorId(`${id}-comments`) } : {})}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{partnerName} as your interviewer</legend>
        {(
          [
            ["kit_followed", `Did ${partnerName} follow the kit (read the prompt, kept the time, scored on the rubric)?`],
            ["probes_asked", `Did ${partnerName} ask follow-up probes?`],
          ] as const
        ).map(([name, question]) => (
          <fieldset key={name} className="space-y-1">
            <legend className="text-sm text-slate-800">{question}</legend>
            <div className="flex gap-4">
              {(["yes", "no"] as const).map((answer) => (
                <label key={answer} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input type="radio" name={name} value={answer} className="size-4 accent-violet-700" />
                  {answer === "yes" ? "Yes" : "No"}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <SubmitButton label="Send feedback" busyLabel="Sending..." className="sm:w-auto" />
    </form>
  );
}
