"use client";

import { useActionState } from "react";
import { requestPasswordReset, type ForgotPasswordState } from "@/lib/auth/recovery-actions";
import type { ForgotPasswordField } from "@/lib/auth/schemas";
import { AuthMessage } from "@/components/auth/auth-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";

/** The email to send a recovery link to; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const [state, action] = useActionState<ForgotPasswordState, FormData>(requestPasswordReset, {});
  const invalid = (field: ForgotPasswordField) => (state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {});
  return (
    <form action={action} noValidate className="space-y-4">
      {state.ok && state.message ? (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {state.message}
        </p>
      ) : (
        state.message && <AuthMessage message={state.message} />
      )}
      <Field id="email" label="Email" required error={state.errors?.email}>
        <input id="email" name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} className={inputClass} {...invalid("email")} />
      </Field>
      <SubmitButton label="Send reset link" busyLabel="Sending..." />
    </form>
  );
}
