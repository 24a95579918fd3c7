import "server-only";
import { COMPANY_IDS, type CompanyId } from "@/lib/course/companies";
import { createReader } from "@/lib/supabase/server";
import { indianDay, type Day } from "@/lib/indian-time";

export type StoredPlan = {
  interviewDate: Day;
  companies: CompanyId[];
  hoursPerWeek: number;
  /** The day (in India) the plan was set or last changed. */
  setOn: Day;
};

/** The member's plan, null when they have none; throws when it cannot be read, for the page's error screen. */
export async function loadPlan(memberId: string): Promise<StoredPlan | null> {
  const supabase = await createReader();
  const { data, error } = await supabase
    .from("study_plans")
    .select("interview_date, companies, hours_per_week, updated_at")
    .eq("user_id", memberId)
    .maybeSingle();
  if (error) throw new Error(`plan could not be read: ${error.message}`);
  if (!data) return null;
  const known = new Set<string>(COMPANY_IDS);
  return {
    interviewDate: data.interview_date as Day,
    companies: (data.companies as string[]).filter((id): id is CompanyId => known.has(id)),
    hoursPerWeek: data.hours_per_week as number,
    setOn: indianDay(new Date(data.updated_at as string)),
  };
}
