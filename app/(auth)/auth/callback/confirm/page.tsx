import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { EmailLinkLanding } from "@/components/auth/email-link-landing";

export const metadata: Metadata = { title: "Confirming your email" };

/**
 * `/auth/callback/confirm`: where the sign-up's confirmation link lands, on whatever device opened it (under
 * `/auth/callback` so the auth server's list of allowed returns, README, covers it). The session arrives in the
 * fragment, which only the browser reads.
 */
export default function ConfirmEmailPage() {
  return (
    <AuthCard heading="Confirming your email">
      <EmailLinkLanding />
    </AuthCard>
  );
}
