"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { DEBRIEF_LIMITS } from "@/lib/debriefs/debrief-kinds";
import { flagReport } from "./debrief-actions";

/** "Flag this report": what is wrong, in a line, for an admin; the report stays up until an admin decides. */
export function FlagForm({ report }: { report: string }) {
  const [state, action] = useActionState<ActionResult<"reason">, FormData>(flagReport, {});
  if (state.ok) return <FormMessage state={state} />;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer py-3 text-violet-800">Flag this report</summary>
      <form action={action} className="space-y-2">
        <input type="hidden" name="report" value={report} />
        <label htmlFor={`flag-${report}`} className="block font-medium text-slate-800">What is wrong with it (it names someone, it is not a real round…)</label>
        <input id={`flag-${report}`} name="reason" required maxLength={DEBRIEF_LIMITS.flagChars} defaultValue={state.values?.reason ?? ""} className={inputClass} />
        <FormMessage state={state} />
        <SubmitButton label="Send the flag" busyLabel="Sending..." look="second" className="sm:w-auto" />
      </form>
    </details>
  );
}
