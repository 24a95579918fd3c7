"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { enterAnswer } from "./bar-check-actions";

/** "Enter this answer in this week's Bar Check", under a submitted answer to the round's question. */
export function EnterForm({ round, attempt }: { round: string; attempt: string }) {
  const [state, run] = useActionState(enterAnswer, {});
  return (
    <form action={run} className="space-y-3 rounded-lg border border-violet-200 bg-violet-50 p-4">
      <input type="hidden" name="round" value={round} />
      <input type="hidden" name="attempt" value={attempt} />
      <p className="text-sm text-slate-800">
        Members judge answers to this question in pairs, without names, and your answer gets a place on the editors&apos; scale.
      </p>
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
        <input type="checkbox" name="mayShow" className="size-5 accent-violet-700" />
        If it places among the two best, show it (without my name) to the round&apos;s members after it closes
      </label>
      <FormMessage state={state} />
      <SubmitButton label="Enter this answer in this week's Bar Check" busyLabel="Entering..." className="sm:w-auto" />
    </form>
  );
}
