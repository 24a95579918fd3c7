"use server";

import { redirect } from "next/navigation";
import { WELCOME_PATH } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";
import { signupErrorMessage } from "./error-mapping";
import { formValues, type FormState } from "./form-state";
import { messages } from "./messages";
import { fieldErrors, signupSchema } from "./schemas";
import { markSignedIn } from "./signed-in";

const FIELDS = ["name", "email", "password", "phone_number", "linkedin_profile"] as const;
export type SignupState = FormState<(typeof FIELDS)[number]>;

/**
 * Sign-up (`/signup-user`). The profile is created by the database in the same transaction as the account, from
 * the metadata sent here; an email that bought nothing is refused by the database and gets the activation message.
 */
export async function signUp(_previous: SignupState, formData: FormData): Promise<SignupState> {
  const raw = formValues(formData, FIELDS);
  const { password: _password, ...values } = raw;
  const parsed = signupSchema.safeParse(raw);
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values };

  const { email, password, ...profile } = parsed.data;
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signUp({ email, password, options: { data: profile } });
  if (error) return { message: signupErrorMessage(error), values };
  if (!data.user || !data.session) return { message: messages.signupWithoutUser, values };
  await markSignedIn();
  redirect(WELCOME_PATH);
}
