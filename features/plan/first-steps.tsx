"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { Link } from "@/components/layout/link";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { skipFirstSteps, startPlan } from "./first-steps-actions";

const DATE_ID = "first-steps-date";

/**
 * The first thing a member without a plan meets on the welcome page: the interview date, which makes their plan, or
 * "Skip for now". Both are plain form posts, so they work before the page's scripts have loaded.
 */
export function FirstSteps({ today }: { today: string }) {
  const [state, action] = useActionState<ActionResult<"interviewDate">, FormData>(startPlan, {});
  const error = state.errors?.interviewDate;
  return (
    <section aria-labelledby="first-steps" className="mb-8 space-y-3 rounded-lg border border-violet-200 bg-violet-50 p-4">
      {/* Not a heading: it stands above the lesson's own title, as the progress banner does. */}
      <p id="first-steps" className="text-lg font-semibold text-slate-900">
        When is your interview?
      </p>
      <p className="text-slate-800">
        Give the date and we will make your plan: what to read, practise and drill each day until then. With under four weeks to
        go, it keeps to what the course advises for short preparation. Add your companies and the hours you have on{" "}
        <Link href="/plan" className="text-violet-800 underline underline-offset-2 hover:text-violet-950">
          your plan
        </Link>
        .
      </p>
      <form action={action} noValidate className="space-y-3">
        <FormMessage state={state} />
        <Field id={DATE_ID} label="Interview date" required error={error}>
          <input
            id={DATE_ID}
            name="interviewDate"
            type="date"
            min={today}
            required
            defaultValue={state.values?.interviewDate}
            className={inputClass}
            {...(error ? { "aria-invalid": true, "aria-describedby": errorId(DATE_ID) } : {})}
          />
        </Field>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton label="Make my plan" busyLabel="Making your plan..." className="sm:w-auto" />
          <button
            type="submit"
            formAction={skipFirstSteps}
            formNoValidate
            className="rounded-md border border-slate-400 px-4 py-2.5 font-semibold text-slate-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
          >
            Skip for now
          </button>
        </div>
      </form>
    </section>
  );
}
