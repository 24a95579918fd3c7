import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { requireMember } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Choose a new password" };

/** `/reset-password`: where the recovery link lands, signed in by it, to choose the new password. */
export default async function ResetPasswordPage() {
  await requireMember();
  return (
    <AuthCard heading="Choose a new password">
      <NewPasswordForm />
    </AuthCard>
  );
}
