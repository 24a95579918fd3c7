"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { publishCard } from "./bar-check-actions";

/** Publishes the author's Bar card, with their name only if they type it. */
export function CardForm({ entry }: { entry: string }) {
  const [state, run] = useActionState(publishCard, {});
  return (
    <form action={run} className="space-y-3">
      <input type="hidden" name="entry" value={entry} />
      <div className="space-y-1">
        <label htmlFor="card-name" className="block text-sm font-medium text-slate-800">Name on the card (optional: leave empty to stay anonymous)</label>
        <input id="card-name" name="name" maxLength={60} aria-describedby={state.errors?.name ? "card-name-error" : undefined} className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-violet-700" />
        {state.errors?.name && <p id="card-name-error" className="text-sm text-red-800">{state.errors.name}</p>}
      </div>
      <FormMessage state={state} />
      <SubmitButton label="Publish my Bar card" busyLabel="Publishing..." className="sm:w-auto" />
    </form>
  );
}
