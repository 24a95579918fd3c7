import { PRIVATE_NO_STORE } from "@/lib/security/headers";
import { lessonFeedback } from "@/features/admin/feedback-report";
import { currentAdmin } from "@/lib/auth/admin";
import { toCsv } from "@/lib/csv";
import { createClient } from "@/lib/supabase/server";

/** `/admin/feedback/export`: each rated lesson's counts as CSV, least helpful first; admins only (anyone else: 404). */
export async function GET(): Promise<Response> {
  if (!(await currentAdmin())) return new Response("Not found", { status: 404 });
  const rows = (await lessonFeedback(await createClient(), "worst")).map((row) => ({
    lesson: row.path,
    title: row.title,
    helpful_percent: Math.round(row.helpful * 100),
    thumbs_up: row.up,
    thumbs_down: row.down,
    comments: row.comments,
    last_rated_at: row.lastAt,
  }));
  return new Response(toCsv(["lesson", "title", "helpful_percent", "thumbs_up", "thumbs_down", "comments", "last_rated_at"], rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="feedback-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}
