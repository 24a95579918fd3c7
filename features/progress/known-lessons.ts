import "server-only";
import { courseNavigation } from "@/lib/course/navigation";
import { createServiceClient } from "@/lib/supabase/service";

// Once per server process: the database takes progress only for lessons in public.course_lessons, and this server
// knows the course it was built with. A failure is not kept, so the next progress write tries again.
let known: Promise<void> | null = null;

async function listLessons(): Promise<void> {
  const service = createServiceClient();
  if (!service) throw new Error("SUPABASE_SECRET_KEY is not set, so the course's lessons cannot be listed for progress");
  const rows = courseNavigation.lessons.map((lesson) => ({ path: lesson.path }));
  const { error } = await service.from("course_lessons").upsert(rows, { onConflict: "path", ignoreDuplicates: true });
  if (error) throw new Error(`the course's lessons could not be listed for progress: ${error.message}`);
}

/** Makes sure the database knows every lesson of this build before progress is recorded for one. */
export function ensureLessonsKnown(): Promise<void> {
  known ??= listLessons().catch((error: unknown) => {
    known = null;
    throw error;
  });
  return known;
}
