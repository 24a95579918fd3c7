"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { fieldErrors, formValues, type ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { databaseMessage } from "@/lib/database-message";
import { drainMailQueue } from "./mail-worker";
import { workEmailSchema } from "./mock-schema";
import { hashLinkToken, isLinkToken, WORK_EMAIL_LINK_HOURS } from "./work-email";

/** Sends a link to the member's work or college address, through the mail queue; a refusal keeps what was typed. */
export async function requestWorkEmailLink(_previous: ActionResult<"address">, formData: FormData): Promise<ActionResult<"address">> {
  await requireMember();
  const values = formValues(formData, ["address"] as const);
  const parsed = workEmailSchema.safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values, message: "No link was sent: see the field marked below." };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc("start_work_email_check", { address: parsed.data.address });
  if (error) return { message: databaseMessage(error, "The link could not be sent. Please try again."), values };
  // Queued with the check; the worker sends it now, without the page waiting.
  void drainMailQueue();
  revalidatePath("/mocks");
  return { ok: true, message: `A link is on its way to your address at ${String(data)}. Open it within ${WORK_EMAIL_LINK_HOURS} hours while signed in here.` };
}

/** The emailed link's Confirm: marks the address verified once, then shows the entry without the token in the address. */
export async function confirmWorkEmail(_previous: ActionResult, formData: FormData): Promise<ActionResult> {
  await requireMember();
  const token = formData.get("token");
  if (!isLinkToken(token)) return { message: "This link is not whole. Open it again from the email, or ask for a new one on your board entry." };
  const supabase = await createClient();
  const { error } = await supabase.rpc("confirm_work_email", { token_hash: hashLinkToken(token) });
  if (error) return { message: databaseMessage(error, "That did not work. Please try again.") };
  revalidatePath("/mocks");
  redirect("/mocks?verified=1#trust");
}
