"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { OUTCOMES, type Outcome } from "@/lib/debriefs/debrief-kinds";
import { removeReport, updateOutcome } from "./debrief-actions";

const selectClass = "block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-violet-700 sm:w-auto";

/** Under one of the member's reports: its outcome, changeable at any time, and "Remove this report". */
export function MyReportActions({ report, outcome }: { report: string; outcome: Outcome }) {
  const [saved, save] = useActionState<ActionResult, FormData>(updateOutcome, {});
  const [removed, remove] = useActionState<ActionResult, FormData>(removeReport, {});
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-3 sm:flex-row sm:items-end">
      <form action={save} className="space-y-2">
        <input type="hidden" name="report" value={report} />
        <label htmlFor={`outcome-${report}`} className="block text-sm font-medium text-slate-800">Outcome</label>
        <div className="flex flex-wrap gap-2">
          <select id={`outcome-${report}`} name="outcome" defaultValue={outcome} className={selectClass}>
            {OUTCOMES.map((item) => (
              <option key={item.key} value={item.key}>{item.label}</option>
            ))}
          </select>
          <SubmitButton label="Save outcome" busyLabel="Saving..." look="second" className="sm:w-auto" />
        </div>
        <FormMessage state={saved} />
      </form>
      <form action={remove} className="space-y-2">
        <input type="hidden" name="report" value={report} />
        <button type="submit" className="min-h-11 rounded-md border border-red-700 px-4 text-sm font-medium text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700">
          Remove this report
        </button>
        <FormMessage state={removed} />
      </form>
    </div>
  );
}
