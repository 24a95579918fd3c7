"use client";

import { useActionState, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { MAX_IMPORT_BYTES } from "@/lib/members/email-list-file";
import { importMembersAction, type MemberFormState } from "./member-actions";
import { RefusalList } from "./refusal-list";

const TOO_LARGE = "The file is larger than 500 kB: split it, or import it with npm run members.";

/**
 * "Import a CSV" in two steps: the file is read and checked first (bad lines listed, nothing added), then "Add N
 * members" confirms the import, which adds them all in one transaction.
 */
export function ImportMembersForm() {
  const [state, action] = useActionState(importMembersAction, {} as MemberFormState);
  const [tooLarge, setTooLarge] = useState(false);
  return (
    <div className="space-y-3">
      <form action={action} className="space-y-3">
        <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
          CSV file: one email per row, or a column named &ldquo;email&rdquo;
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,text/csv,text/plain"
          required
          onChange={(event) => setTooLarge((event.currentTarget.files?.[0]?.size ?? 0) > MAX_IMPORT_BYTES)}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
        />
        {tooLarge ? (
          <p role="alert" className="text-sm text-red-800">
            {TOO_LARGE}
          </p>
        ) : (
          <SubmitButton label="Check file" busyLabel="Reading..." className="sm:w-auto" />
        )}
      </form>
      <div aria-live="polite">
        <FormMessage state={state} />
        {state.refusals && <RefusalList refusals={state.refusals} unit="line" />}
      </div>
      {state.pending && (
        <form action={action}>
          <input type="hidden" name="emails" value={JSON.stringify(state.pending)} />
          <SubmitButton label={`Add ${state.pending.length} ${state.pending.length === 1 ? "member" : "members"}`} busyLabel="Adding..." className="sm:w-auto" />
        </form>
      )}
    </div>
  );
}
