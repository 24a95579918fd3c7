"use client";

import { useActionState } from "react";
import { requestPasswordReset, type ForgotPasswordState } from "@/lib/auth/recovery-actions";
import type { ForgotPasswordField } from "@/lib/auth/schemas";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";

/** The email to send a recovery link to; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const [state, action] = useActionState<ForgotPasswordState, FormData>(requestPasswordReset, {});
  const invalid = (field: ForgotPasswordField) => (state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {});
  return (
    <form action={action} noValidate className="space-y-4">
      <FormMessage state={state} />
      <Field id="email" label="Email" required error={state.errors?.email}>
        <input id="email" name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} className={inputClass} {...invalid("email")} />
      </Field>
      <SubmitButton label="Send reset link" busyLabel="Sending..." />
    </form>
  );
}
