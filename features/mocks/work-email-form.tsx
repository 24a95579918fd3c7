"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { requestWorkEmailLink } from "./work-email-actions";

/** Asks for a link at a work or college address; the address is typed here and never shown to anyone. */
export function WorkEmailForm() {
  const [state, action] = useActionState<ActionResult<"address">, FormData>(requestWorkEmailLink, {});
  const id = "work-email-address";
  return (
    <form action={action} noValidate className="space-y-3">
      <FormMessage state={state} />
      <Field id={id} label="Work or college email" required error={state.errors?.address}>
        <input
          id={id}
          name="address"
          type="email"
          autoComplete="work email"
          required
          maxLength={254}
          defaultValue={state.ok ? "" : (state.values?.address ?? "")}
          className={inputClass}
          {...(state.errors?.address ? { "aria-invalid": true, "aria-describedby": errorId(id) } : {})}
        />
      </Field>
      <SubmitButton label="Email me a link" busyLabel="Sending..." className="sm:w-auto" />
    </form>
  );
}
