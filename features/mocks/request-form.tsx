"use client";

import { useActionState, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { FIRST_INTERVIEWER } from "./mock-options";
import type { MockRequestField } from "./mock-schema";
import { sendMockRequest } from "./request-actions";

/** A member the form can send a request to, with the free times (IST) of their board entry. */
export interface PartnerChoice {
  id: string;
  name: string;
  slots: string[];
}

/**
 * Sends a request to a member of the board: a time (IST) in their free times and who interviews first. It names no
 * question: the acceptance chooses one for each half.
 */
export function RequestForm({ partners, earliest }: { partners: PartnerChoice[]; earliest: string }) {
  const [state, action] = useActionState<ActionResult<MockRequestField>, FormData>(sendMockRequest, {});
  const [partnerId, setPartnerId] = useState(state.values?.partner ?? "");
  const partner = partners.find((choice) => choice.id === partnerId);
  const invalid = (field: MockRequestField) => (state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(`request-${field}`) } : {});
  const first = state.values?.first || "me";
  return (
    <form action={action} noValidate className="space-y-4">
      <FormMessage state={state} />
      <Field id="request-partner" label="Partner" required error={state.errors?.partner}>
        <select id="request-partner" name="partner" required value={partnerId} onChange={(event) => setPartnerId(event.target.value)} className={inputClass} {...invalid("partner")}>
          <option value="">Choose a member</option>
          {partners.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="request-proposed_at" label="Date and time (IST)" required error={state.errors?.proposed_at}>
        <input
          id="request-proposed_at"
          name="proposed_at"
          type="datetime-local"
          required
          min={earliest}
          defaultValue={state.values?.proposed_at ?? ""}
          className={inputClass}
          aria-describedby={[partner ? "request-free-times" : "", state.errors?.proposed_at ? errorId("request-proposed_at") : ""].filter(Boolean).join(" ") || undefined}
          {...(state.errors?.proposed_at ? { "aria-invalid": true } : {})}
        />
      </Field>
      {partner && (
        <p id="request-free-times" className="text-sm text-slate-700">
          {partner.slots.length > 0
            ? `${partner.name} is free ${partner.slots.join(", ")}. A request must start in one of these times.`
            : `${partner.name} has not said when they are free: any time can be asked.`}
        </p>
      )}
      <p className="text-sm text-slate-700">
        Two questions, one for each of you, are chosen when your partner accepts: from the question types each of you practises, never one you
        have already answered or met in a mock.
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Who interviews first (you swap for the second half)</legend>
        {FIRST_INTERVIEWER.map((choice) => (
          <label key={choice.key} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="first" value={choice.key} defaultChecked={first === choice.key} className="size-4 accent-violet-700" />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <SubmitButton label="Send request" busyLabel="Sending..." className="sm:w-auto" />
    </form>
  );
}
