"use client";

import { useActionState } from "react";
import { resendConfirmation, type ResendState } from "@/lib/auth/resend-action";
import type { SignupDetails } from "@/lib/auth/schemas";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";

/**
 * What the sign-up screen becomes once the form is sent: the news, the address it went to, "Resend" (limited by the
 * auth server, whose answer is shown as it is) and a way back to the form for a mistyped address. No field to fill,
 * so it cannot be taken for a second sign-up.
 */
export function CheckEmail({ message, details, onChangeAddress }: { message: string; details: SignupDetails; onChangeAddress: () => void }) {
  const [state, action] = useActionState<ResendState, FormData>(resendConfirmation, {});
  return (
    <div className="space-y-4">
      <div role="status" className="space-y-2 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <p>{message}</p>
        <p>
          Sent to <strong className="break-all">{details.email}</strong>
        </p>
      </div>
      <form action={action} className="space-y-3">
        <p className="text-sm text-slate-700">Nothing after a few minutes? Look in your spam folder, or send it again.</p>
        {Object.entries(details).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SubmitButton label="Resend" busyLabel="Sending..." look="second" />
        <FormMessage state={state} />
      </form>
      <p className="text-center text-sm text-slate-700">
        Wrong address?{" "}
        <button type="button" onClick={onChangeAddress} className="min-h-11 font-medium text-violet-800 underline underline-offset-2">
          Change it
        </button>
      </p>
    </div>
  );
}
