"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { judgePair } from "./bar-check-actions";
import { MAX_REASON_CHARS } from "./bar-check-limits";

/** The exact question a judge answers (issue 43). */
export const JUDGING_QUESTION = "Which answer is more likely to get this candidate to the next round?";

const choice = "flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-md border border-slate-400 px-4 py-2 font-medium text-slate-900 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50";

/** The one choice on a pair, with an optional one-line reason. */
export function JudgeForm({ pair }: { pair: string }) {
  const [state, run] = useActionState(judgePair, {});
  return (
    <form action={run} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <input type="hidden" name="pair" value={pair} />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">{JUDGING_QUESTION}</legend>
        <div className="flex flex-col gap-3 sm:flex-row">
          <label className={choice}>
            <input type="radio" name="choice" value="left" required className="size-5 accent-violet-700" /> Answer A
          </label>
          <label className={choice}>
            <input type="radio" name="choice" value="right" required className="size-5 accent-violet-700" /> Answer B
          </label>
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor="reason" className="block text-sm font-medium text-slate-800">Why, in one line (optional; the author reads it)</label>
        <input id="reason" name="reason" maxLength={MAX_REASON_CHARS} defaultValue={state.values?.reason ?? ""} className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-violet-700" />
      </div>
      <FormMessage state={state} />
      <SubmitButton label="Send my choice" busyLabel="Sending..." className="sm:w-auto" />
    </form>
  );
}
