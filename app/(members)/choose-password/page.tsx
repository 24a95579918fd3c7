import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountSetupForm } from "@/components/auth/account-setup-form";
import { AuthCard } from "@/components/auth/auth-card";
import { ownerSetupPending } from "@/lib/auth/account-setup";
import { requireMember } from "@/lib/auth/session";
import { signupDetailsFor } from "@/lib/auth/signup-details";
import { WELCOME_PATH } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Choose your password" };

/**
 * `/choose-password`: where an emailed link that proved the email lands, signed in by it. The proof cleared the
 * password and details set before it (docs/security.md), so the owner chooses the password and confirms the details.
 */
export default async function ChoosePasswordPage() {
  const member = await requireMember();
  if (!(await ownerSetupPending(await createClient(), member.id))) redirect(WELCOME_PATH);
  const details = (await signupDetailsFor(member.email)) ?? {};
  return (
    <AuthCard heading="Choose your password">
      <p className="text-sm text-slate-700">
        Your email, <strong className="break-all">{member.email}</strong>, is confirmed. Choose the password you will log in with, and check
        your details.
      </p>
      <AccountSetupForm details={details} />
    </AuthCard>
  );
}
