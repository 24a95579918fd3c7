"use server";

import { redirect } from "next/navigation";
import { fieldErrors, formValues, type ActionResult } from "@/lib/action-result";
import { WELCOME_PATH } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";
import { loginErrorMessage } from "./error-mapping";
import { countFailure, tooManyFailures } from "./attempts";
import { confirmMembership } from "./membership";
import { messages } from "./messages";
import { LOGIN_FIELDS, loginSchema, type LoginField } from "./schemas";
import { markSignedIn } from "./signed-in";

export type LoginState = ActionResult<LoginField>;

/**
 * Email + password sign-in (`/email-login`): sets the session cookies and lands on the welcome lesson. An account
 * whose email has left the membership list is signed out again, as after Google sign-in.
 */
export async function signInWithEmail(_previous: LoginState, formData: FormData): Promise<LoginState> {
  const raw = formValues(formData, LOGIN_FIELDS);
  const values = { email: raw.email };
  const parsed = loginSchema.safeParse(raw);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values };

  const supabase = await createClient();
  if (await tooManyFailures(parsed.data.email)) return { message: messages.tooManyAttempts, values };
  const { data, error } = await supabase.auth.signInWithPassword(parsed.data);
  if (error) {
    await countFailure(parsed.data.email);
    return { message: loginErrorMessage(error), values };
  }
  const refused = await confirmMembership(supabase, data.user.id);
  if (refused) return { message: messages[refused], values };
  await markSignedIn();
  redirect(WELCOME_PATH);
}
