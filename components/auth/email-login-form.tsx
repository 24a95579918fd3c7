"use client";

import { useActionState } from "react";
import { signInWithEmail, type LoginState } from "@/lib/auth/login-action";
import type { LoginField } from "@/lib/auth/schemas";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";

/** Email and password, both required; errors come back from the server action and are announced. */
export function EmailLoginForm() {
  const [state, action] = useActionState<LoginState, FormData>(signInWithEmail, {});
  const invalid = (field: LoginField) => (state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {});
  return (
    <form action={action} noValidate className="space-y-4">
      <FormMessage state={{ message: state.message }} />
      <Field id="email" label="Email" required error={state.errors?.email}>
        <input id="email" name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} className={inputClass} {...invalid("email")} />
      </Field>
      <Field id="password" label="Password" required error={state.errors?.password}>
        <input id="password" name="password" type="password" autoComplete="current-password" required className={inputClass} {...invalid("password")} />
      </Field>
      <SubmitButton label="Log in" busyLabel="Logging in..." />
    </form>
  );
}
