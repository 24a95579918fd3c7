"use server";

import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { formValues, type ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { WELCOME_PATH } from "@/lib/site-config";
import { rememberFirstStepsSkipped } from "@/lib/auth/first-steps-cookie";
import { indianDay } from "@/lib/indian-time";
import { DEFAULT_HOURS_PER_WEEK } from "./plan-defaults";
import { planSchema } from "./plan-schema";
import { storePlan } from "./store-plan";

/**
 * The welcome page's first question: the interview date alone makes a plan (no companies yet, the default hours a
 * week, both changed on the plan), checked by the plan form's schema; then the plan opens.
 */
export async function startPlan(_previous: ActionResult<"interviewDate">, formData: FormData): Promise<ActionResult<"interviewDate">> {
  const member = await requireMember();
  const values = formValues(formData, ["interviewDate"] as const);
  const parsed = planSchema(indianDay(new Date())).safeParse({ ...values, companies: [], hoursPerWeek: DEFAULT_HOURS_PER_WEEK });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((each) => each.path[0] === "interviewDate");
    return { errors: { interviewDate: issue?.message ?? "Enter the interview date." }, values, message: "The plan was not made: see the date below." };
  }
  const message = await storePlan(member.id, parsed.data);
  if (message) return { message, values };
  revalidatePath("/plan");
  redirect("/plan");
}

/** "Skip for now": the welcome page stops asking in this browser. */
export async function skipFirstSteps(): Promise<void> {
  await requireMember();
  await rememberFirstStepsSkipped();
  revalidatePath(WELCOME_PATH);
}
