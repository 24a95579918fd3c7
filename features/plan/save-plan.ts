"use server";

import { revalidatePath } from "next/cache";
import { formValues, type ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { indianDay } from "./plan-dates";
import { planSchema } from "./plan-schema";

export type PlanField = "interviewDate" | "companies" | "hoursPerWeek";

/**
 * Sets or changes the member's plan (their own row only: Row Level Security). A refused form keeps what was typed;
 * the database checks the date again, so a form sent across midnight cannot store a day already past.
 */
export async function savePlan(_previous: ActionResult<PlanField>, formData: FormData): Promise<ActionResult<PlanField>> {
  const member = await requireMember();
  const typed = formValues(formData, ["interviewDate", "hoursPerWeek"] as const);
  const companies = formData.getAll("companies").filter((value): value is string => typeof value === "string");
  const values = { ...typed, companies: companies.join(",") };
  const parsed = planSchema(indianDay(new Date())).safeParse({ ...typed, companies });
  if (!parsed.success) {
    const errors: ActionResult<PlanField>["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PlanField;
      errors[field] ??= issue.message;
    }
    return { errors, values, message: "The plan was not saved: see the fields marked below." };
  }
  const supabase = await createClient();
  const { error } = await supabase.from("study_plans").upsert({
    user_id: member.id,
    interview_date: parsed.data.interviewDate,
    companies: parsed.data.companies,
    hours_per_week: parsed.data.hoursPerWeek,
  });
  if (error) {
    console.error("plan not saved:", error.message);
    const message = error.code === "23514" ? error.message : "The plan could not be saved. Please try again.";
    return { message, values };
  }
  revalidatePath("/plan");
  return { ok: true, message: "Plan saved." };
}
