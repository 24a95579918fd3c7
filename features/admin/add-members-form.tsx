"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { addMembersAction, type MemberFormState } from "./member-actions";
import { RefusalList } from "./refusal-list";

/** "Add members": emails typed or pasted, then the result (added, already members) or the refused emails. */
export function AddMembersForm() {
  const [state, action] = useActionState(addMembersAction, {} as MemberFormState);
  return (
    <form action={action} className="space-y-3">
      <label htmlFor="add-emails" className="block text-sm font-medium text-slate-800">
        Emails to add (one per line, or separated by commas)
      </label>
      <textarea id="add-emails" name="emails" rows={3} required className={inputClass} />
      <SubmitButton label="Add members" busyLabel="Adding..." className="sm:w-auto" />
      <div aria-live="polite">
        <FormMessage state={state} />
        {state.refusals && <RefusalList refusals={state.refusals} unit="email" />}
      </div>
    </form>
  );
}
