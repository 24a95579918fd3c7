import "server-only";
import { cache } from "react";
import { courseNavigation } from "@/lib/course/navigation";
import { createReader } from "@/lib/supabase/server";
import { courseProgress, type CourseProgress } from "./course-progress";
import { progressCache } from "./progress-cache";

/**
 * The member's progress (shared by the layout's sidebar and the page of one request, and kept briefly across
 * requests), or null when it cannot be read: progress is a convenience, and a backend that fails must never keep a
 * learner from reading.
 */
export const loadProgress = cache(async (memberId: string): Promise<CourseProgress | null> => {
  const rows = await progressCache.getOrLoad(memberId, async () => {
    const supabase = await createReader();
    const { data, error } = await supabase.from("lesson_progress").select("lesson_path, last_visited_at, completed_at").eq("user_id", memberId);
    if (error) console.error("progress could not be read:", error.message);
    return error ? null : data;
  });
  return rows && courseProgress(rows, courseNavigation);
});
