"use server";

import { redirect } from "next/navigation";
import { fieldErrors, formValues, type ActionResult } from "@/lib/action-result";
import { WELCOME_PATH } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";
import { signUpWithEmailLink } from "./email-link-signup";
import { signupErrorMessage } from "./error-mapping";
import { countFailure, tooManyFailures } from "./attempts";
import { messages } from "./messages";
import { SIGNUP_FIELDS, signupSchema, type SignupField } from "./schemas";
import { markSignedIn } from "./signed-in";
import { rememberSignupDetails } from "./signup-details";

export type SignupState = ActionResult<SignupField>;

/**
 * Sign-up (`/signup-user`). The profile is created by the database in the same transaction as the account, from
 * the metadata sent here; an email that bought nothing is refused by the database and gets the activation message.
 * With email confirmation on (as a live project must have it), no session comes back: the person is asked to open
 * the link in their email, on this device or another, which signs them in there and, since the proof of the email
 * clears the password and details set before it (docs/security.md), asks for the password again with the details
 * typed here filled in. The auth server answers an email that already has an account the same way, so the form tells
 * no one who has an account. The answer keeps the email and details (never the password) for "Resend".
 */
export async function signUp(_previous: SignupState, formData: FormData): Promise<SignupState> {
  const raw = formValues(formData, SIGNUP_FIELDS);
  const { password: _password, ...values } = raw;
  const parsed = signupSchema.safeParse(raw);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values };

  const { email, password, ...profile } = parsed.data;
  if (await tooManyFailures()) return { message: messages.tooManyAttempts, values };
  const { data, error } = await signUpWithEmailLink(email, password, profile);
  if (error) {
    await countFailure();
    return { message: signupErrorMessage(error), values };
  }
  if (!data.user) return { message: messages.signupWithoutUser, values };
  if (!data.session) {
    await rememberSignupDetails({ email, ...profile });
    return { ok: true, message: messages.confirmEmail, values: { email, ...profile } };
  }
  // Confirmation off: the session came back to a client that keeps nothing; this request's cookies take it.
  await (await createClient()).auth.setSession(data.session);
  await markSignedIn();
  redirect(WELCOME_PATH);
}
