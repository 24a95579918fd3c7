"use server";

import { redirect } from "next/navigation";
import { fieldErrors, formValues, type ActionResult } from "@/lib/action-result";
import { WELCOME_PATH } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";
import { countFailure, tooManyFailures } from "./attempts";
import { messages } from "./messages";
import { RESET_PASSWORD_PATH } from "./route-rules";
import { authCallbackUrl } from "./site-url";
import {
  FORGOT_PASSWORD_FIELDS,
  NEW_PASSWORD_FIELDS,
  forgotPasswordSchema,
  newPasswordSchema,
  type ForgotPasswordField,
  type NewPasswordField,
} from "./schemas";

export type ForgotPasswordState = ActionResult<ForgotPasswordField>;
export type NewPasswordState = ActionResult<NewPasswordField>;

/**
 * "Forgot your password?": asks the auth server to email a recovery link that returns through /auth/callback (PKCE:
 * the verifier stays in this browser's cookie) to the new-password screen. Every outcome but the rate limit gets the
 * same answer, so the form cannot tell anyone whether an email has an account.
 */
export async function requestPasswordReset(_previous: ForgotPasswordState, formData: FormData): Promise<ForgotPasswordState> {
  const raw = formValues(formData, FORGOT_PASSWORD_FIELDS);
  const parsed = forgotPasswordSchema.safeParse(raw);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values: raw };

  // Every request counts: each may send an email.
  if (await tooManyFailures()) return { message: messages.tooManyAttempts, values: raw };
  await countFailure();
  const supabase = await createClient();
  const redirectTo = authCallbackUrl(RESET_PASSWORD_PATH);
  const { error } = await supabase.auth.resetPasswordForEmail(parsed.data.email, { redirectTo });
  if (error?.status === 429) return { message: messages.tooManyAttempts, values: raw };
  if (error) console.error("recovery email not sent:", error.message);
  return { ok: true, message: messages.recoverySent };
}

/** The new password, from the session the recovery link opened; then the member goes on to the course. */
export async function setNewPassword(_previous: NewPasswordState, formData: FormData): Promise<NewPasswordState> {
  const parsed = newPasswordSchema.safeParse(formValues(formData, NEW_PASSWORD_FIELDS));
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };

  const supabase = await createClient();
  const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
  if (error?.status === 429) return { message: messages.tooManyAttempts };
  if (error?.code === "same_password") return { errors: { password: messages.samePassword } };
  if (error) return { message: error.status && error.status < 500 ? error.message : messages.oops };
  redirect(WELCOME_PATH);
}
