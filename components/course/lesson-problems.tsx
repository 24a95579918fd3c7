import "server-only";
import type { ContentProblem } from "@/lib/content-check/content-problem";

/**
 * In development, what stops the lesson from being shown: the content check's errors for its file and for the data
 * files lessons read. Always none in production, where the build has checked every lesson.
 */
export async function problemsInDevelopment(section: string, slug: string): Promise<ContentProblem[]> {
  if (process.env.NODE_ENV !== "development") return [];
  // Loaded only here, so production never loads the checker.
  const [{ checkOneLesson }, { errorsOf }] = await Promise.all([
    import("@/lib/content-check/check-content"),
    import("@/lib/content-check/content-problem"),
  ]);
  return errorsOf(await checkOneLesson(section, slug));
}

/** The page shown in development instead of a lesson the content check refuses: each problem, where it is, its fix. */
export function LessonProblems({ problems }: { problems: ContentProblem[] }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">This lesson cannot be shown yet</h1>
      <p className="mt-2 text-slate-700">
        Fix {problems.length === 1 ? "this problem" : `these ${problems.length} problems`} and save the file, then
        reload this page. This page appears only in development; the production build refuses the same problems.
      </p>
      <ul className="mt-6 space-y-4">
        {problems.map((problem, index) => (
          <li key={index} className="rounded-md border border-red-300 bg-red-50 p-4">
            <p className="font-mono text-sm font-semibold break-all text-red-900">
              {problem.file}
              {problem.line ? `:${problem.line}` : ""}
            </p>
            <p className="mt-1 text-slate-900">{problem.message}</p>
            <p className="mt-1 text-slate-900">
              <span className="font-semibold">Fix: </span>
              {problem.fix}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
