"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { RubricChoices } from "@/components/ui/rubric-choices";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import type { RubricSkill } from "@/lib/course/rubric-schema";

type Props = {
  /** The server action that stores the grades. */
  action: (previous: ActionResult<string>, formData: FormData) => Promise<ActionResult<string>>;
  /** Hidden fields naming what is graded. */
  hidden: Record<string, string>;
  skills: RubricSkill[];
  /** The five levels, worst first (passed in: the rubric's schema module would bring zod into the browser). */
  levels: readonly { key: keyof RubricSkill["levels"]; label: string }[];
  submitLabel: string;
};

/**
 * The learner's grade of an answer, one level for each rubric skill, each choice beside the rubric's own description of
 * that level (RubricChoices). A refused form keeps every choice and names the skills still without one.
 */
export function RubricGradeForm({ action, hidden, skills, levels, submitLabel }: Props) {
  const [state, formAction] = useActionState(action, {});
  return (
    <form action={formAction} noValidate className="space-y-5">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormMessage state={state} />
      <RubricChoices skills={skills} levels={levels} field="grade" idPrefix="grade" defaults={state.values} />
      <SubmitButton label={submitLabel} busyLabel="Saving..." className="sm:w-auto" />
    </form>
  );
}
