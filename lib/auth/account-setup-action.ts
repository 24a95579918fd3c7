"use server";

import { redirect } from "next/navigation";
import { fieldErrors, formValues, type ActionResult } from "@/lib/action-result";
import { WELCOME_PATH } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";
import { messages } from "./messages";
import { ACCOUNT_SETUP_FIELDS, accountSetupSchema, type AccountSetupField } from "./schemas";
import { forgetSignupDetails } from "./signup-details";

export type AccountSetupState = ActionResult<AccountSetupField>;

/**
 * "Choose your password": the proven owner's password, then their details into the profile that waits for them
 * (public.complete_account_setup, which refuses an account still without a password). Then the token is refreshed so
 * the header shows the new name at once.
 */
export async function completeAccountSetup(_previous: AccountSetupState, formData: FormData): Promise<AccountSetupState> {
  const raw = formValues(formData, ACCOUNT_SETUP_FIELDS);
  const { password: _password, confirm: _confirm, ...values } = raw;
  const parsed = accountSetupSchema.safeParse(raw);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values };

  const { password, confirm: _typedAgain, ...details } = parsed.data;
  const supabase = await createClient();
  const saved = await supabase.auth.updateUser({ password, data: details });
  if (saved.error?.status === 429) return { message: messages.tooManyAttempts, values };
  // Pressed again after the password was saved and the details were not: the password stands, the details go on.
  if (saved.error?.code === "same_password") {
    const again = await supabase.auth.updateUser({ data: details });
    if (again.error) return { message: messages.oops, values };
  } else if (saved.error) {
    console.error("account setup: password not saved:", saved.error.status, saved.error.message);
    return { message: saved.error.status && saved.error.status < 500 ? saved.error.message : messages.oops, values };
  }
  const { error } = await supabase.rpc("complete_account_setup", details);
  // The database's refusals of bad details are plain sentences (22023); anything else is the catalogue's.
  if (error?.code === "22023") return { message: error.message, values };
  if (error) {
    console.error("account setup: details not saved:", error.code, error.message);
    return { message: messages.oops, values };
  }
  await supabase.auth.refreshSession();
  await forgetSignupDetails();
  redirect(WELCOME_PATH);
}
