import { rubricLevels } from "@/lib/course/rubric-schema";

/** A rubric skill as the scoring forms show it. */
export interface ScoredSkill {
  id: string;
  name: string;
  description: string;
}

/** One group of five radio buttons per skill (fields `score-<skill id>`), each level named as the rubric names it. */
export function RubricRadios({ skills, idPrefix, onScore }: { skills: ScoredSkill[]; idPrefix: string; onScore?: (skill: string, score: number) => void }) {
  return (
    <div className="space-y-4">
      {skills.map((skill) => (
        <fieldset key={skill.id} className="space-y-2">
          <legend className="font-medium text-slate-900">{skill.name}</legend>
          <p className="text-sm text-slate-700">{skill.description}</p>
          <div className="flex flex-wrap gap-2">
            {rubricLevels.map((level, index) => (
              <label key={level.key} htmlFor={`${idPrefix}-${skill.id}-${index + 1}`} className="flex items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50">
                <input
                  id={`${idPrefix}-${skill.id}-${index + 1}`}
                  type="radio"
                  name={`score-${skill.id}`}
                  value={index + 1}
                  required
                  onChange={onScore ? () => onScore(skill.id, index + 1) : undefined}
                  className="size-4 accent-violet-700"
                />
                {index + 1} · {level.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
