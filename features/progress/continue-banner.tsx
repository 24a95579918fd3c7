import { Link } from "@/components/layout/link";
import type { CourseProgress } from "./course-progress";
import { ProgressBar } from "./progress-bar";

/** At the top of the welcome lesson for a returning learner: where to pick up, and how far they are. */
export function ContinueBanner({ progress }: { progress: CourseProgress }) {
  const { continueAt, completed, total } = progress;
  return (
    <section aria-label="Your progress" className="mb-8 space-y-3 rounded-lg border border-violet-200 bg-violet-50 p-4">
      {continueAt ? (
        <p className="font-medium text-slate-900">
          <Link href={continueAt.path} className="text-violet-800 underline underline-offset-2 hover:text-violet-950 focus-visible:outline-2 focus-visible:outline-violet-700">
            Continue where you left off: {continueAt.title}
          </Link>
        </p>
      ) : (
        <p className="font-medium text-slate-900">You have completed every lesson.</p>
      )}
      <ProgressBar done={completed.length} total={total} />
    </section>
  );
}
