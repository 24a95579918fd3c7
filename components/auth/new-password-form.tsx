"use client";

import { useActionState } from "react";
import { setNewPassword, type NewPasswordState } from "@/lib/auth/recovery-actions";
import type { NewPasswordField } from "@/lib/auth/schemas";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";

/** The new password, typed twice, under the sign-up's rules. */
export function NewPasswordForm() {
  const [state, action] = useActionState<NewPasswordState, FormData>(setNewPassword, {});
  const input = (field: NewPasswordField) => ({
    id: field,
    name: field,
    ...(state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {}),
  });
  return (
    <form action={action} noValidate className="space-y-4">
      <FormMessage state={{ message: state.message }} />
      <Field id="password" label="New password" required error={state.errors?.password}>
        <input {...input("password")} type="password" autoComplete="new-password" required minLength={6} className={inputClass} />
      </Field>
      <Field id="confirm" label="New password again" required error={state.errors?.confirm}>
        <input {...input("confirm")} type="password" autoComplete="new-password" required minLength={6} className={inputClass} />
      </Field>
      <SubmitButton label="Save new password" busyLabel="Saving..." />
    </form>
  );
}
