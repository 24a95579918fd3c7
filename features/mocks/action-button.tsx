"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import type { ActionResult } from "@/lib/action-result";

const tones = {
  main: "bg-violet-700 text-white hover:bg-violet-800",
  plain: "border border-slate-400 text-slate-900 hover:bg-slate-100",
  danger: "border border-red-700 text-red-800 hover:bg-red-50",
};

/** One button (a 44 px tap target) that runs a server action with a few hidden fields, and says what happened beside it. */
export function ActionButton({
  action,
  fields = {},
  label,
  tone = "plain",
}: {
  action: (previous: ActionResult, formData: FormData) => Promise<ActionResult>;
  fields?: Record<string, string>;
  label: string;
  tone?: keyof typeof tones;
}) {
  const [state, run, pending] = useActionState(action, {});
  return (
    <form action={run} className="space-y-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={pending} className={`min-h-11 rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-70 ${tones[tone]}`}>
        {label}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
