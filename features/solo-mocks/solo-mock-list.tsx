import { Link } from "@/components/layout/link";
import { loadMockLibrary } from "@/lib/mocks/mock-files";
import { labelOf } from "@/lib/practice/question-kinds";
import { soloMockPath } from "./solo-limits";

/**
 * "Practise alone": every solo mock script, for /practice and /mocks. A scripted interviewer who pushes back on what
 * an answer missed, for when no partner is free.
 */
export async function SoloMockList() {
  const { scripts } = await loadMockLibrary();
  return (
    <section id="practise-alone" aria-labelledby="practise-alone-title" className="space-y-3">
      <h2 id="practise-alone-title" className="text-xl font-semibold text-slate-900">
        Practise alone
      </h2>
      <p className="text-slate-700">
        No partner free? A scripted interviewer asks, you answer in your own words, then tick what you covered; it pushes back on what you
        missed, and at the end you compare with the editors&apos; answers.
      </p>
      <ul className="divide-y divide-slate-200">
        {scripts.map((script) => (
          <li key={script.id} className="py-2">
            <Link href={soloMockPath(script.id)} className="inline-flex min-h-11 items-center font-medium text-violet-800 underline">
              {script.title}
            </Link>
            <p className="text-sm text-slate-700">
              {labelOf(script.type)} · {script.companies.map(labelOf).join(", ")} · {labelOf(script.difficulty)} · {script.minutes} minutes
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
