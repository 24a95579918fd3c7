import { Link } from "@/components/layout/link";
import { PRACTICE_PATH } from "@/lib/practice/practice-paths";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { COMPANIES } from "@/lib/course/companies";

/** The question bank filtered to one company, as the bank's own company filter writes it. */
export const companyPracticePath = (company: string) => `${PRACTICE_PATH}?company=${company}`;

/**
 * Under a company's guide (`content/companies/<company>.mdx`), the way from reading about its interviews to practising
 * its questions; nothing on any other lesson, or for a company no question is tagged with.
 */
export async function CompanyPractice({ section, slug }: { section: string; slug: string }) {
  const company = section === "companies" ? COMPANIES.find((known) => known.id === slug) : undefined;
  if (!company) return null;
  const count = (await loadQuestionBank()).questions.filter((question) => question.companies.includes(company.id)).length;
  if (count === 0) return null;
  return (
    <section aria-labelledby="company-practice" className="rounded-lg border border-violet-200 bg-violet-50 p-4">
      <h2 id="company-practice" className="text-lg font-semibold text-slate-900">
        Practise {company.name}&apos;s questions
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {count} practice {count === 1 ? "question is" : "questions are"} tagged {company.name}: answer them against the clock and grade
        yourself on the rubric.
      </p>
      <Link
        href={companyPracticePath(company.id)}
        className="mt-3 inline-flex min-h-11 items-center rounded-md bg-violet-700 px-4 py-2 text-sm font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        {company.name} questions
      </Link>
    </section>
  );
}
