"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { COMPANIES } from "@/lib/course/companies";
import { DEBRIEF_LIMITS, FORMATS, LEVELS, OUTCOMES, ROUND_TYPES } from "@/lib/debriefs/debrief-kinds";
import { submitReport } from "./debrief-actions";
import { QUESTION_FIELDS, type ReportField } from "./debrief-fields";

type Option = { readonly key: string; readonly label: string };

/**
 * "Report a round": one screen a member fills in on a phone in two minutes. A plain form with a server action, so it
 * works before the page's scripts run; a refusal shows what is wrong beside each field and keeps what was typed.
 */
export function ReportForm({ company, thisMonth, earliestMonth }: { company?: string; thisMonth: string; earliestMonth: string }) {
  const [state, action] = useActionState<ActionResult<ReportField>, FormData>(submitReport, {});
  const value = (field: ReportField, fallback = "") => state.values?.[field] ?? fallback;
  const invalid = (field: ReportField) => (state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(`debrief-${field}`) } : {});
  const select = (field: ReportField, label: string, options: readonly Option[], fallback = "") => (
    <Field id={`debrief-${field}`} label={label} required error={state.errors?.[field]}>
      {/* The key makes a refused form show the value sent, not the one first rendered. */}
      <select key={value(field, fallback)} id={`debrief-${field}`} name={field} required defaultValue={value(field, fallback)} className={inputClass} {...invalid(field)}>
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>{option.label}</option>
        ))}
      </select>
    </Field>
  );
  return (
    <form action={action} noValidate className="space-y-4">
      <FormMessage state={state} />
      {select("company", "Company", [...COMPANIES.map((item) => ({ key: item.id, label: item.name })), { key: "other", label: "Another company" }], company ?? "")}
      <Field id="debrief-companyOther" label="The company's name, if another" error={state.errors?.companyOther}>
        <input key={value("companyOther")} id="debrief-companyOther" name="companyOther" maxLength={DEBRIEF_LIMITS.companyChars} defaultValue={value("companyOther")} className={inputClass} {...invalid("companyOther")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {select("level", "Role level", LEVELS)}
        {select("roundType", "Kind of round", ROUND_TYPES)}
        <Field id="debrief-month" label="Month and year of the round" required error={state.errors?.month}>
          <input key={value("month")} id="debrief-month" name="month" type="month" required min={earliestMonth} max={thisMonth} placeholder="YYYY-MM" defaultValue={value("month", thisMonth)} className={inputClass} {...invalid("month")} />
        </Field>
        {select("format", "Format", FORMATS)}
        <Field id="debrief-minutes" label="Length in minutes" required error={state.errors?.minutes}>
          <input key={value("minutes")} id="debrief-minutes" name="minutes" type="number" inputMode="numeric" required min={DEBRIEF_LIMITS.minMinutes} max={DEBRIEF_LIMITS.maxMinutes} defaultValue={value("minutes", "45")} className={inputClass} {...invalid("minutes")} />
        </Field>
        {select("outcome", "Outcome (you can change it later)", OUTCOMES, "unknown")}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">The questions you were asked, in your words (one to five; leave out names)</legend>
        {QUESTION_FIELDS.map((field, index) => (
          <Field key={field} id={`debrief-${field}`} label={`Question ${index + 1}${index === 0 ? "" : " (optional)"}`} required={index === 0} error={state.errors?.[field]}>
            <textarea key={value(field)} id={`debrief-${field}`} name={field} rows={index === 0 ? 3 : 2} maxLength={DEBRIEF_LIMITS.questionChars} defaultValue={value(field)} className={inputClass} {...invalid(field)} />
          </Field>
        ))}
      </fieldset>
      <Field id="debrief-tip" label="A tip for the next candidate (optional)" error={state.errors?.tip}>
        <textarea key={value("tip")} id="debrief-tip" name="tip" rows={3} maxLength={DEBRIEF_LIMITS.tipChars} defaultValue={value("tip")} className={inputClass} {...invalid("tip")} />
      </Field>
      <p className="text-sm text-slate-700">Only you see your report until an admin approves it. Other members never see who wrote it.</p>
      <SubmitButton label="Send my report" busyLabel="Sending..." className="sm:w-auto" />
    </form>
  );
}
