import "server-only";
import { createClient } from "@/lib/supabase/server";
import { indianDay } from "./plan-dates";
import type { PlanHistory } from "./plan-scheduler";

/** What the member has done that a plan counts, each on the day (Indian calendar) it was done. */
export async function loadPlanHistory(memberId: string): Promise<PlanHistory> {
  const supabase = await createClient();
  const { data, error } = await supabase.from("lesson_progress").select("lesson_path, completed_at").eq("user_id", memberId).not("completed_at", "is", null);
  if (error) throw new Error(`progress could not be read: ${error.message}`);
  return {
    lessonsCompleted: new Map(data.map((row) => [row.lesson_path as string, indianDay(new Date(row.completed_at as string))])),
    practiceGraded: [],
    mocksHeld: [],
    drillSessions: [],
  };
}
