/** A rubric skill as the scoring forms show it. */
export interface ScoredSkill {
  id: string;
  name: string;
  description: string;
}

/**
 * One group of five radio buttons per skill (fields `score-<skill id>`), each level named as the rubric names it
 * (`levels`, worst first: the server passes rubricLevels' labels, so the rubric's schema stays out of the browser).
 * `chosen` holds the level picked for each skill; each label is a tap target of at least 44 px.
 */
export function RubricRadios({
  skills,
  levels,
  idPrefix,
  chosen,
  onScore,
}: {
  skills: ScoredSkill[];
  levels: string[];
  idPrefix: string;
  chosen: Record<string, number>;
  onScore: (skill: string, score: number) => void;
}) {
  return (
    <div className="space-y-4">
      {skills.map((skill) => (
        <fieldset key={skill.id} className="space-y-2">
          <legend className="font-medium text-slate-900">{skill.name}</legend>
          <p className="text-sm text-slate-700">{skill.description}</p>
          <div className="flex flex-wrap gap-2">
            {levels.map((level, index) => (
              <label
                key={level}
                htmlFor={`${idPrefix}-${skill.id}-${index + 1}`}
                className="flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1 text-sm text-slate-800 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50"
              >
                <input
                  id={`${idPrefix}-${skill.id}-${index + 1}`}
                  type="radio"
                  name={`score-${skill.id}`}
                  value={index + 1}
                  required
                  checked={chosen[skill.id] === index + 1}
                  onChange={() => onScore(skill.id, index + 1)}
                  className="size-4 accent-violet-700"
                />
                {index + 1} · {level}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
