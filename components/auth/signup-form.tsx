"use client";

import { useActionState, useState } from "react";
import type { SignupDetails, SignupField } from "@/lib/auth/schemas";
import { signUp, type SignupState } from "@/lib/auth/signup-action";
import { CheckEmail } from "@/components/auth/check-email";
import { FormMessage } from "@/components/ui/form-message";
import { LinkedInField } from "@/components/auth/linkedin-field";
import { PhoneField } from "@/components/auth/phone-field";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";

/**
 * The sign-up form: every field required; the phone picker starts on India and submits E.164 (+91...). Once sent, the
 * screen says where the link went and offers "Resend" instead of the form, until the person asks to change the address.
 */
export function SignupForm() {
  const [state, action] = useActionState<SignupState, FormData>(signUp, {});
  const [changing, setChanging] = useState<SignupState | null>(null);
  const sent = state.ok && changing !== state ? sentTo(state) : null;
  if (sent) return <CheckEmail message={state.message ?? ""} details={sent} onChangeAddress={() => setChanging(state)} />;
  const invalid = (field: SignupField) => (state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {});
  // Each input is named for its field of the sign-up schema, which the server action reads.
  const input = (field: SignupField) => ({ id: field, name: field, ...invalid(field) });
  return (
    <form action={action} noValidate className="space-y-4">
      {!state.ok && <FormMessage state={state} />}
      <Field id="name" label="Full name" required error={state.errors?.name}>
        <input {...input("name")} type="text" autoComplete="name" required defaultValue={state.values?.name} className={inputClass} />
      </Field>
      <Field id="email" label="Email" required error={state.errors?.email}>
        <input {...input("email")} type="email" autoComplete="email" required defaultValue={state.values?.email} className={inputClass} />
      </Field>
      <Field id="password" label="Password" required error={state.errors?.password}>
        <input {...input("password")} type="password" autoComplete="new-password" required minLength={6} className={inputClass} />
      </Field>
      <PhoneField defaultValue={state.values?.phone_number} error={state.errors?.phone_number} />
      <LinkedInField defaultValue={state.values?.linkedin_profile} error={state.errors?.linkedin_profile} />
      <SubmitButton label="Sign up" busyLabel="Signing up..." />
    </form>
  );
}

function sentTo(state: SignupState): SignupDetails | null {
  const { email, name, phone_number, linkedin_profile } = state.values ?? {};
  return email && name && phone_number && linkedin_profile ? { email, name, phone_number, linkedin_profile } : null;
}
