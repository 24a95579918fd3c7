"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/auth/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { giveMockFeedback } from "./after-mock-actions";
import type { MockFeedbackField } from "./mock-schema";
import { RubricRadios, type ScoredSkill } from "./rubric-radios";

/** The rubric feedback a member gives the other person of a mock, after its time. */
export function FeedbackForm({ requestId, partnerName, skills, levels }: { requestId: string; partnerName: string; skills: ScoredSkill[]; levels: string[] }) {
  const [state, action] = useActionState<ActionResult<MockFeedbackField>, FormData>(giveMockFeedback, {});
  const id = `feedback-${requestId}`;
  if (state.ok) return <FormMessage state={state} />;
  return (
    <form action={action} noValidate className="space-y-4" aria-label={`Feedback for ${partnerName}`}>
      <input type="hidden" name="request_id" value={requestId} />
      <FormMessage state={state} />
      <p className="text-sm text-slate-700">Score {partnerName} as candidate on each skill, 1 (very weak) to 5 (very strong).</p>
      <RubricRadios skills={skills} levels={levels} idPrefix={id} />
      {state.errors?.scores && <p className="text-sm text-red-700">{state.errors.scores}</p>}
      <Field id={`${id}-comments`} label="Comments: what to keep, what to change" error={state.errors?.comments}>
        <textarea
          id={`${id}-comments`}
          name="comments"
          rows={3}
          maxLength={2000}
          defaultValue={state.values?.comments ?? ""}
          className={inputClass}
          {...(state.errors?.comments ? { "aria-invalid": true, "aria-describedby": errorId(`${id}-comments`) } : {})}
        />
      </Field>
      <SubmitButton label="Send feedback" busyLabel="Sending..." className="sm:w-auto" />
    </form>
  );
}
