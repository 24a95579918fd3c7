import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { Alert } from "@/components/ui/alert";
import { FEEDBACK_SORTS, feedbackComments, feedbackSort, lessonFeedback, percent, type FeedbackComment, type LessonFeedback } from "@/features/admin/feedback-report";
import { formatDateTime } from "@/lib/indian-time";
import { requireAdmin } from "@/lib/auth/admin";
import { courseNavigation } from "@/lib/course/navigation";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Feedback · Admin" };

const linkClass = "text-violet-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-violet-700";
const cell = "px-3 py-2 text-right tabular-nums";

/** `/admin/feedback`: "Was this helpful?" per lesson, worst first by default, and the comments, newest first. */
export default async function FeedbackAdminPage({ searchParams }: PageProps<"/admin/feedback">) {
  await requireAdmin();
  const params = await searchParams;
  const sort = feedbackSort(params.sort);
  const lesson = typeof params.lesson === "string" ? params.lesson : "";
  const lessonTitle = lesson ? (courseNavigation.findLessonByPath(lesson)?.title ?? lesson) : "";
  const supabase = await createClient();
  let lessons: LessonFeedback[] | null = null;
  let comments: FeedbackComment[] = [];
  try {
    [lessons, comments] = await Promise.all([lessonFeedback(supabase, sort), feedbackComments(supabase, lesson)]);
  } catch {
    lessons = null;
  }
  const query = (next: Record<string, string>) => `/admin/feedback?${new URLSearchParams({ sort, ...(lesson ? { lesson } : {}), ...next })}`;

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Feedback</h1>
        <a href="/admin/feedback/export" download className={`text-sm font-medium ${linkClass}`}>
          Export CSV
        </a>
      </div>
      {lessons === null ? (
        <Alert>The feedback could not be loaded. Please try again.</Alert>
      ) : (
        <>
          <section aria-labelledby="lessons-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="lessons-heading" className="text-lg font-semibold text-slate-900">By lesson</h2>
            <nav aria-label="Sort lessons" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <span className="text-slate-700">Sort:</span>
              {Object.entries(FEEDBACK_SORTS).map(([key, label]) => (
                <Link key={key} href={query({ sort: key })} aria-current={key === sort ? "true" : undefined} className={`${linkClass} aria-[current=true]:font-semibold aria-[current=true]:no-underline`}>
                  {label}
                </Link>
              ))}
            </nav>
            {lessons.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">No lesson has been rated yet.</p>
            ) : (
              <div className="relative mt-4 overflow-x-auto" role="region" aria-label="Ratings by lesson, scrolls sideways" tabIndex={0}>
                <table className="w-full min-w-[34rem] text-sm">
                  <thead className="border-b border-slate-300 text-left text-slate-700">
                    <tr>
                      <th scope="col" className="px-3 py-2">Lesson</th>
                      <th scope="col" className={cell}>Helpful</th>
                      <th scope="col" className={cell}><span aria-hidden="true">👍</span> <span className="sr-only">Thumbs up</span></th>
                      <th scope="col" className={cell}><span aria-hidden="true">👎</span> <span className="sr-only">Thumbs down</span></th>
                      <th scope="col" className={cell}>Comments</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {lessons.map((row) => (
                      <tr key={row.path}>
                        <th scope="row" className="px-3 py-2 text-left font-normal">
                          <a href={row.path} className={linkClass}>{row.title}</a>
                        </th>
                        <td className={cell}>{percent(row.helpful)}</td>
                        <td className={cell}>{row.up}</td>
                        <td className={cell}>{row.down}</td>
                        <td className={cell}>
                          {row.comments ? <Link href={query({ lesson: row.path })} className={linkClass} aria-label={`${row.comments} comments on ${row.title}`}>{row.comments}</Link> : 0}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section aria-labelledby="comments-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="comments-heading" className="text-lg font-semibold text-slate-900">
              {lesson ? `Comments on ${lessonTitle}` : "Comments, newest first"}
            </h2>
            {lesson && (
              <p className="mt-1 text-sm"><Link href={`/admin/feedback?sort=${sort}`} className={linkClass}>All comments</Link></p>
            )}
            {comments.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">No comments yet.</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200">
                {comments.slice(0, 200).map((comment, index) => (
                  <li key={`${comment.created_at}-${index}`} className="py-3">
                    <p className="text-sm text-slate-700">
                      <time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time> · {comment.rating === "up" ? "Helpful" : "Not helpful"}
                      {lesson ? "" : <> · {courseNavigation.findLessonByPath(comment.page_url)?.title ?? comment.page_url}</>}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{comment.feedback_text}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </main>
  );
}
