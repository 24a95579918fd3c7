"use client";

import { useActionState, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { QUESTION_TYPES } from "@/lib/practice/question-kinds";
import { FIRST_INTERVIEWER } from "./mock-options";
import type { MockRequestField } from "./mock-schema";
import { sendMockRequest } from "./request-actions";

/** A question the request form offers: its id, title and type. */
export interface QuestionChoice {
  id: string;
  title: string;
  type: string;
}

/** A member the form can send a request to, with the free times (IST) of their board entry. */
export interface PartnerChoice {
  id: string;
  name: string;
  slots: string[];
}

/**
 * Sends a request to a member of the board: a time (IST) in their free times, a question for each half (the second
 * the same unless chosen) and who interviews first.
 */
export function RequestForm({ partners, questions, earliest }: { partners: PartnerChoice[]; questions: QuestionChoice[]; earliest: string }) {
  const [state, action] = useActionState<ActionResult<MockRequestField>, FormData>(sendMockRequest, {});
  const [type, setType] = useState<string>(state.values?.question_type || QUESTION_TYPES[0].key);
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
      <Field id="request-question_type" label="Question type" required error={state.errors?.question_type}>
        <select id="request-question_type" name="question_type" value={type} onChange={(event) => setType(event.target.value)} className={inputClass} {...invalid("question_type")}>
          {QUESTION_TYPES.map((item) => (
            <option key={item.key} value={item.key}>
              {item.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="request-question_id" label="Question" required error={state.errors?.question_id}>
        <select key={type} id="request-question_id" name="question_id" required defaultValue={state.values?.question_id ?? ""} className={inputClass} {...invalid("question_id")}>
          {questions
            .filter((question) => question.type === type)
            .map((question) => (
              <option key={question.id} value={question.id}>
                {question.title}
              </option>
            ))}
        </select>
      </Field>
      <Field id="request-second_question_id" label="Question for the second half, when you swap" error={state.errors?.second_question_id}>
        <select id="request-second_question_id" name="second_question_id" defaultValue={state.values?.second_question_id ?? ""} className={inputClass} {...invalid("second_question_id")}>
          <option value="">The same question</option>
          {QUESTION_TYPES.map((item) => (
            <optgroup key={item.key} label={item.label}>
              {questions
                .filter((question) => question.type === item.key)
                .map((question) => (
                  <option key={question.id} value={question.id}>
                    {question.title}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </Field>
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
