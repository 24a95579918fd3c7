/** A rubric skill as a grading control shows it; `levels` holds the rubric's description of each level to show beside it. */
export type GradedSkill = { id: string; name: string; description: string; levels?: Readonly<Record<string, string>> };
/** One of the five levels, worst first, as the rubric names it (passed in: the rubric's schema would bring zod to the browser). */
export type LevelName = { key: string; label: string };

type Props = {
  skills: readonly GradedSkill[];
  levels: readonly LevelName[];
  /** Each skill's radio group is named `<field>-<skill id>`, its values 1 (worst) to 5. */
  field: string;
  idPrefix: string;
  /** Marks every group required (the mocks' forms, which name the skills left without a level). */
  required?: boolean;
} & (
  | { /** Controlled: the level chosen for each skill, and what to do on a choice. */ chosen: Readonly<Record<string, number>>; onChoose: (skill: string, score: number) => void }
  | { /** Uncontrolled, for a form the server reads: the choices a refused form sent, kept. */ defaults?: Readonly<Partial<Record<string, string>>> }
);

/**
 * The one control for grading on a rubric: practice and the Grading Mirror (each level beside the rubric's description
 * of it, for a learner still learning the scale) and the mocks' kit and feedback (compact "4 · Strong" choices, for an
 * interviewer mid-mock). One fieldset per skill, named by the skill, so a screen reader hears which skill a level is
 * for; every choice is a tap target of at least 44 px, and arrow keys move within a skill.
 */
export function RubricChoices({ skills, levels, field, idPrefix, required, ...choice }: Props) {
  const checked = (skill: string, score: number) =>
    "chosen" in choice ? { checked: choice.chosen[skill] === score, onChange: () => choice.onChoose(skill, score) } : { defaultChecked: choice.defaults?.[skill] === String(score) };
  return (
    <div className="space-y-4">
      {skills.map((skill) => {
        const described = skill.levels !== undefined;
        return (
          <fieldset key={skill.id} className={described ? "space-y-2 rounded-md border border-slate-200 p-3" : "space-y-2"}>
            <legend className={described ? "px-1 font-semibold text-slate-900" : "font-medium text-slate-900"}>{skill.name}</legend>
            <p className="text-sm text-slate-700">{skill.description}</p>
            <div className={described ? "" : "flex flex-wrap gap-2"}>
              {levels.map((level, index) => {
                const id = `${idPrefix}-${skill.id}-${index + 1}`;
                return (
                  <label
                    key={level.key}
                    htmlFor={id}
                    className={
                      described
                        ? "flex min-h-11 items-start gap-2 py-1 text-sm text-slate-800"
                        : "flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1 text-sm text-slate-800 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50"
                    }
                  >
                    <input id={id} type="radio" name={`${field}-${skill.id}`} value={index + 1} required={required} {...checked(skill.id, index + 1)} className={described ? "mt-1 size-4 shrink-0 accent-violet-700" : "size-4 accent-violet-700"} />
                    {described ? (
                      <span>
                        <span className="font-medium text-slate-900">{level.label}</span>: {skill.levels![level.key]}
                      </span>
                    ) : (
                      `${index + 1} · ${level.label}`
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
