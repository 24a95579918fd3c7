import "server-only";
import { createClient } from "@/lib/supabase/server";
import type { PlanSettings } from "./plan-schema";

/**
 * Sets or changes the member's plan row (their own only: Row Level Security). Returns the message to show when the
 * database refuses it (its own check of the date is shown as it is), or null when it is saved.
 */
export async function storePlan(memberId: string, plan: PlanSettings): Promise<string | null> {
  const supabase = await createClient();
  const { error } = await supabase.from("study_plans").upsert({
    user_id: memberId,
    interview_date: plan.interviewDate,
    companies: plan.companies,
    hours_per_week: plan.hoursPerWeek,
  });
  if (!error) return null;
  console.error("plan not saved:", error.message);
  return error.code === "23514" ? error.message : "The plan could not be saved. Please try again.";
}
