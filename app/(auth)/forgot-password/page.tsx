import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { AuthCard } from "@/components/auth/auth-card";
import { FormMessage } from "@/components/ui/form-message";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { messages } from "@/lib/auth/messages";
import { EMAIL_LOGIN_PATH } from "@/lib/auth/route-rules";

export const metadata: Metadata = { title: "Reset your password" };

/**
 * `/forgot-password`: asks for the email to send a recovery link to; `?error=linkExpired` when a link failed,
 * `?error=confirmedElsewhere` when a confirmation link proved the email in a browser that cannot sign in with it.
 */
export default async function ForgotPasswordPage({ searchParams }: PageProps<"/forgot-password">) {
  const { error } = await searchParams;
  return (
    <AuthCard heading="Reset your password">
      {error === "linkExpired" && <FormMessage state={{ message: messages.linkExpired }} />}
      {error === "confirmedElsewhere" && <FormMessage state={{ ok: true, message: messages.confirmedElsewhere }} />}
      <p className="text-sm text-slate-700">Enter the email you signed up with. We will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p className="text-center text-sm text-slate-700">
        Remembered it?{" "}
        <Link href={EMAIL_LOGIN_PATH} className="font-medium text-violet-800 underline underline-offset-2">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
