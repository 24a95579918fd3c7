"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { createClient } from "@/lib/supabase/server";
import { ownerSetupPending } from "./account-setup";
import { detailsFromLanding } from "./confirmation-link";
import { confirmMembership } from "./membership";
import { CHOOSE_PASSWORD_PATH, FORGOT_PASSWORD_PATH, loginPath } from "./route-rules";
import { markSignedIn } from "./signed-in";
import { rememberSignupDetails } from "./signup-details";

const landingSchema = z.object({
  accessToken: z.string().min(1).max(8192),
  refreshToken: z.string().min(1).max(1024),
  search: z.string().max(4096),
});

/**
 * The session a confirmation link brought to its landing page (in the address's fragment, which only the browser
 * sees), taken into this browser's cookies. Only for what such a link makes: an account whose email was just proven
 * and which waits for its owner's password (docs/security.md). Any other session is ended and not kept, so a link
 * carrying someone's tokens cannot sign a visitor into their account. The details the link carries fill "Choose your
 * password" for the owner to check.
 */
export async function adoptEmailLinkSession(landing: z.input<typeof landingSchema>): Promise<void> {
  const parsed = landingSchema.safeParse(landing);
  if (!parsed.success) redirect(`${FORGOT_PASSWORD_PATH}?error=linkExpired`);
  const { accessToken, refreshToken, search } = parsed.data;
  const supabase = await createClient();
  const { data, error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  const user = data.user;
  if (error || !user?.email) redirect(`${FORGOT_PASSWORD_PATH}?error=linkExpired`);
  const refused = await confirmMembership(supabase, user.id);
  if (refused) redirect(loginPath(refused));
  if (!(await ownerSetupPending(supabase, user.id))) {
    await supabase.auth.signOut({ scope: "local" });
    redirect(loginPath());
  }
  await markSignedIn();
  const details = detailsFromLanding(new URLSearchParams(search), user.email);
  if (details) await rememberSignupDetails({ email: user.email, ...details });
  redirect(CHOOSE_PASSWORD_PATH);
}
