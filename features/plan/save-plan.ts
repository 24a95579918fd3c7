"use server";

import { revalidatePath } from "next/cache";
import { fieldErrors, formValues, type ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { indianDay } from "@/lib/indian-time";
import { planSchema } from "./plan-schema";
import { storePlan } from "./store-plan";

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
    return { errors: fieldErrors(parsed.error), values, message: "The plan was not saved: see the fields marked below." };
  }
  const message = await storePlan(member.id, parsed.data);
  if (message) return { message, values };
  revalidatePath("/plan");
  return { ok: true, message: "Plan saved." };
}
