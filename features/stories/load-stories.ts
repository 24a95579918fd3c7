import "server-only";
import { createReader } from "@/lib/supabase/server";
import { COMPETENCY_IDS, type CompetencyId } from "@/lib/course/competencies";
import type { Story } from "./story-schema";

/** The member's stories, oldest first; throws when they cannot be read, for the page's error screen. */
export async function loadStories(memberId: string): Promise<Story[]> {
  const supabase = await createReader();
  const { data, error } = await supabase
    .from("stories")
    .select("id, title, situation, task, action, result, happened, numbers, competencies")
    .eq("user_id", memberId)
    .order("created_at");
  if (error) throw new Error(`stories could not be read: ${error.message}`);
  const known = new Set<string>(COMPETENCY_IDS);
  return data.map((row) => ({ ...row, competencies: (row.competencies as string[]).filter((id): id is CompetencyId => known.has(id)) }) as Story);
}
