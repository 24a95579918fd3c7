"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import type { ActionResult } from "@/lib/action-result";
import { reportMember } from "./safety-actions";

/** Tells the admins about a member, in the reporter's words. */
export function ReportForm({ member, name }: { member: string; name: string }) {
  const [state, action, pending] = useActionState<ActionResult<"reason">, FormData>(reportMember, {});
  const id = `report-${member}`;
  if (state.ok) return <FormMessage state={state} />;
  return (
    <form action={action} noValidate className="space-y-2">
      <input type="hidden" name="member" value={member} />
      <FormMessage state={state} />
      <Field id={id} label={`What happened with ${name}? Only the admins read this.`} required error={state.errors?.reason}>
        <textarea id={id} name="reason" rows={3} maxLength={2000} required defaultValue={state.values?.reason ?? ""} className={inputClass} {...(state.errors?.reason ? { "aria-invalid": true, "aria-describedby": errorId(id) } : {})} />
      </Field>
      <button type="submit" disabled={pending} className="min-h-11 rounded-md border border-red-700 px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-violet-700">
        Send report
      </button>
    </form>
  );
}
