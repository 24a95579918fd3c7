"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { COMPANIES } from "@/lib/course/companies";
import type { StoredPlan } from "./load-plan";
import { DEFAULT_HOURS_PER_WEEK } from "./plan-defaults";
import { savePlan, type PlanField } from "./save-plan";

/** Sets the interview date, the companies aimed at and the hours a week; a refused form keeps what was typed. */
export function PlanForm({ plan, today }: { plan: StoredPlan | null; today: string }) {
  const [state, action] = useActionState<ActionResult<PlanField>, FormData>(savePlan, {});
  const invalid = (field: PlanField) => (state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {});
  const chosen = new Set(state.values?.companies !== undefined ? state.values.companies.split(",") : (plan?.companies ?? []));
  return (
    <form action={action} noValidate className="space-y-4">
      <FormMessage state={state} />
      <Field id="interviewDate" label="Interview date" required error={state.errors?.interviewDate}>
        <input
          id="interviewDate"
          name="interviewDate"
          type="date"
          min={today}
          required
          defaultValue={state.values?.interviewDate ?? plan?.interviewDate}
          className={inputClass}
          {...invalid("interviewDate")}
        />
      </Field>
      <fieldset className="space-y-2" aria-describedby={state.errors?.companies ? errorId("companies") : undefined}>
        <legend className="text-sm font-medium text-slate-800">Companies you are interviewing with</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {COMPANIES.map((company) => (
            <label key={company.id} className="flex min-h-11 cursor-pointer items-center gap-2 text-slate-800">
              <input type="checkbox" name="companies" value={company.id} defaultChecked={chosen.has(company.id)} className="size-4 accent-violet-700" />
              {company.name}
            </label>
          ))}
        </div>
        <p id={errorId("companies")} aria-live="polite" className="text-sm text-red-700">
          {state.errors?.companies}
        </p>
      </fieldset>
      <Field id="hoursPerWeek" label="Hours a week you can give" required error={state.errors?.hoursPerWeek}>
        <input
          id="hoursPerWeek"
          name="hoursPerWeek"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          required
          defaultValue={state.values?.hoursPerWeek ?? plan?.hoursPerWeek ?? DEFAULT_HOURS_PER_WEEK}
          className={inputClass}
          {...invalid("hoursPerWeek")}
        />
      </Field>
      <SubmitButton label={plan ? "Save changes" : "Make my plan"} busyLabel="Saving..." />
    </form>
  );
}
