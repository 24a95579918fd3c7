"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
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
 * One level for each rubric skill, Very Weak to Very Strong, each choice beside the rubric's own description of that
 * level. A refused form keeps every choice and names the skills still without one.
 */
export function RubricGradeForm({ action, hidden, skills, levels, submitLabel }: Props) {
  const [state, formAction] = useActionState(action, {});
  return (
    <form action={formAction} noValidate className="space-y-5">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormMessage state={state} />
      {skills.map((skill) => (
        <fieldset key={skill.id} className="space-y-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 font-semibold text-slate-900">{skill.name}</legend>
          <p className="text-sm text-slate-700">{skill.description}</p>
          {levels.map((level, index) => (
            <label key={level.key} className="flex min-h-11 items-start gap-2 py-1 text-sm text-slate-800">
              <input
                type="radio"
                name={`grade-${skill.id}`}
                value={index + 1}
                defaultChecked={state.values?.[skill.id] === String(index + 1)}
                className="mt-1 size-4 shrink-0 accent-violet-700"
              />
              <span>
                <span className="font-medium text-slate-900">{level.label}</span>: {skill.levels[level.key]}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <SubmitButton label={submitLabel} busyLabel="Saving..." className="sm:w-auto" />
    </form>
  );
}
