import { readRubric } from "@/lib/course/lesson-files";
import { rubricLevels } from "@/lib/course/rubric-schema";

/** `<Rubric name="..." />`: the skills of content/data/rubrics/<name>.json, each with its five levels. */
export async function Rubric({ name }: { name: string }) {
  const rubric = await readRubric(name);
  return (
    <div className="my-6 space-y-6">
      {rubric.skills.map((skill) => (
        <section key={skill.name} className="rounded-md border border-slate-200 p-4">
          <h3 className="mt-0 text-lg font-semibold text-slate-900">{skill.name}</h3>
          <p>{skill.description}</p>
          <p className="text-sm text-slate-700">
            <span className="font-medium">Example: </span>
            {skill.example}
          </p>
          <dl className="mt-3 grid gap-2">
            {rubricLevels.map(({ key, label }) => (
              <div key={key} className="grid gap-1 rounded bg-slate-50 px-3 py-2 sm:grid-cols-[10rem_1fr]">
                <dt className="font-medium text-slate-900">{label}</dt>
                <dd className="m-0 text-slate-800">{skill.levels[key]}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
