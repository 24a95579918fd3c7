import { Link } from "@/components/layout/link";
import { LinkPending } from "@/components/layout/navigation-status";
import type { Lesson } from "@/lib/course/types";

const base = "inline-flex min-w-28 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700";

function PagerLink({ lesson, label, rel }: { lesson: Lesson | null; label: string; rel: "prev" | "next" }) {
  if (!lesson) {
    return (
      <button type="button" disabled className={`${base} cursor-not-allowed border border-slate-300 text-slate-500`}>
        {label}
      </button>
    );
  }
  return (
    <Link href={lesson.path} rel={rel} className={`${base} bg-violet-700 text-white hover:bg-violet-800`} aria-label={`${label}: ${lesson.title}`}>
      {label}
      <LinkPending />
    </Link>
  );
}

/** Previous and Next in course order; the ends are disabled buttons. */
export function Pager({ previous, next }: { previous: Lesson | null; next: Lesson | null }) {
  return (
    <nav aria-label="Lesson" className="flex items-center justify-between gap-4">
      <PagerLink lesson={previous} label="Previous" rel="prev" />
      <PagerLink lesson={next} label="Next" rel="next" />
    </nav>
  );
}
