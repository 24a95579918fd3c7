import { glossaryAnchor } from "@/lib/course/glossary-anchor";
import { readGlossary } from "@/lib/course/lesson-files";

/** `<Glossary />`: every term of content/data/glossary.json, alphabetically, with its definition and example. */
export async function Glossary() {
  const terms = await readGlossary();
  return (
    <dl className="my-6 divide-y divide-slate-200 rounded-md border border-slate-200">
      {terms.map((entry) => (
        <div key={entry.term} id={glossaryAnchor(entry.term)} className="scroll-mt-20 px-4 py-3">
          <dt className="font-semibold text-slate-900">{entry.term}</dt>
          <dd className="mt-1 text-slate-800">{entry.definition}</dd>
          {entry.example ? <dd className="mt-1 text-sm text-slate-600">Example: {entry.example}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
