"use client";

import { useActionState } from "react";
import { completeAccountSetup, type AccountSetupState } from "@/lib/auth/account-setup-action";
import type { AccountSetupField } from "@/lib/auth/schemas";
import { FormMessage } from "@/components/ui/form-message";
import { LinkedInField } from "@/components/auth/linkedin-field";
import { PhoneField } from "@/components/auth/phone-field";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";

type Details = Partial<Record<"name" | "phone_number" | "linkedin_profile", string>>;

/** The password, typed twice, and the sign-up's details, filled with what this browser typed at sign-up. */
export function AccountSetupForm({ details }: { details: Details }) {
  const [state, action] = useActionState<AccountSetupState, FormData>(completeAccountSetup, { values: details });
  const input = (field: AccountSetupField) => ({
    id: field,
    name: field,
    ...(state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {}),
  });
  return (
    <form action={action} noValidate className="space-y-4">
      <FormMessage state={state} />
      <Field id="password" label="Password" required error={state.errors?.password}>
        <input {...input("password")} type="password" autoComplete="new-password" required minLength={6} className={inputClass} />
      </Field>
      <Field id="confirm" label="Password again" required error={state.errors?.confirm}>
        <input {...input("confirm")} type="password" autoComplete="new-password" required minLength={6} className={inputClass} />
      </Field>
      <Field id="name" label="Full name" required error={state.errors?.name}>
        <input {...input("name")} type="text" autoComplete="name" required defaultValue={state.values?.name} className={inputClass} />
      </Field>
      <PhoneField defaultValue={state.values?.phone_number} error={state.errors?.phone_number} />
      <LinkedInField defaultValue={state.values?.linkedin_profile} error={state.errors?.linkedin_profile} />
      <SubmitButton label="Save and continue" busyLabel="Saving..." />
    </form>
  );
}
