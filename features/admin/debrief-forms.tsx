"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { DEBRIEF_LIMITS } from "@/lib/debriefs/debrief-kinds";
import { editDebrief, linkDebriefQuestion, rejectDebrief } from "./debrief-actions";

/** Edit for privacy: the questions (one to five) and the tip, as members will read them. */
export function EditDebriefForm({ report, questions, tip }: { report: string; questions: string[]; tip: string | null }) {
  const [state, action] = useActionState<ActionResult, FormData>(editDebrief, {});
  const slots = Array.from({ length: DEBRIEF_LIMITS.questions }, (_, index) => questions[index] ?? "");
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="report" value={report} />
      {slots.map((text, index) => (
        <div key={index} className="space-y-1">
          <label htmlFor={`edit-${report}-${index}`} className="block text-sm font-medium text-slate-800">Question {index + 1}</label>
          <textarea id={`edit-${report}-${index}`} name="question" rows={2} maxLength={DEBRIEF_LIMITS.questionChars} defaultValue={text} className={inputClass} />
        </div>
      ))}
      <label htmlFor={`edit-${report}-tip`} className="block text-sm font-medium text-slate-800">Tip</label>
      <textarea id={`edit-${report}-tip`} name="tip" rows={2} maxLength={DEBRIEF_LIMITS.tipChars} defaultValue={tip ?? ""} className={inputClass} />
      <FormMessage state={state} />
      <SubmitButton label="Save the edit" busyLabel="Saving..." look="second" className="sm:w-auto" />
    </form>
  );
}

/** Reject (or take down) with a reason the author reads. */
export function RejectDebriefForm({ report }: { report: string }) {
  const [state, action] = useActionState<ActionResult<"reason">, FormData>(rejectDebrief, {});
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="report" value={report} />
      <label htmlFor={`reject-${report}`} className="block text-sm font-medium text-slate-800">Reason for the author</label>
      <input id={`reject-${report}`} name="reason" maxLength={DEBRIEF_LIMITS.reasonChars} defaultValue={state.values?.reason ?? ""} className={inputClass} />
      <FormMessage state={state} />
      <SubmitButton label="Reject" busyLabel="Rejecting..." look="second" className="sm:w-auto" />
    </form>
  );
}

/** Links one reported question to a bank question by its id (blank to unlink). */
export function LinkQuestionForm({ report, place, linked }: { report: string; place: number; linked: string | null }) {
  const [state, action] = useActionState<ActionResult, FormData>(linkDebriefQuestion, {});
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="report" value={report} />
      <input type="hidden" name="place" value={place} />
      <div className="space-y-1">
        <label htmlFor={`link-${report}-${place}`} className="block text-sm font-medium text-slate-800">Bank question id for question {place + 1}</label>
        <input id={`link-${report}-${place}`} name="question" defaultValue={linked ?? ""} className={inputClass} />
      </div>
      <SubmitButton label={`Link question ${place + 1}`} busyLabel="Linking..." look="second" className="sm:w-auto" />
      <div className="basis-full"><FormMessage state={state} /></div>
    </form>
  );
}
