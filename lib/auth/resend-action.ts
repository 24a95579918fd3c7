"use server";

import { randomBytes } from "node:crypto";
import { formValues, type ActionResult } from "@/lib/action-result";
import { countFailure, tooManyFailures } from "./attempts";
import { signUpWithEmailLink } from "./email-link-signup";
import { signupErrorMessage } from "./error-mapping";
import { messages } from "./messages";
import { signupDetailsSchema } from "./schemas";

export type ResendState = ActionResult;

const DETAIL_FIELDS = ["email", "name", "phone_number", "linkedin_profile"] as const;

/**
 * "Resend" after "Check your email": the sign-up again, which makes the auth server send a new link to an address
 * whose account waits for confirmation (and nothing to one already confirmed, so the answer still tells no one who
 * has an account). The password is not kept anywhere, and the auth server keeps none from a second sign-up of an
 * unconfirmed address, so a random one stands in. The auth server's own limit on emails is shown as it words it.
 */
export async function resendConfirmation(_previous: ResendState, formData: FormData): Promise<ResendState> {
  const parsed = signupDetailsSchema.safeParse(formValues(formData, DETAIL_FIELDS));
  if (!parsed.success) return { message: messages.signupFallback };
  if (await tooManyFailures()) return { message: messages.tooManyAttempts };
  const { email, ...details } = parsed.data;
  const { error } = await signUpWithEmailLink(email, randomBytes(24).toString("base64url"), details);
  if (error?.code === "over_email_send_rate_limit") return { message: error.message };
  if (error) {
    await countFailure();
    return { message: signupErrorMessage(error) };
  }
  return { ok: true, message: messages.confirmationResent };
}
