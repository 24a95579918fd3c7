import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { AuthCard } from "@/components/auth/auth-card";
import { CommunityAccessLink } from "@/components/auth/community-access-link";
import { EmailLoginForm } from "@/components/auth/email-login-form";
import { GoogleSignIn } from "@/components/auth/google-sign-in";
import { OrDivider } from "@/components/auth/or-divider";
import { FORGOT_PASSWORD_PATH, SIGNUP_PATH } from "@/lib/auth/route-rules";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Log in with email" };

/** `/email-login`: Google, or email and password, the way to buy access, and the way to sign up. */
export default function EmailLoginPage() {
  return (
    <AuthCard heading={`Login to ${siteConfig.productName}`}>
      <GoogleSignIn />
      <OrDivider />
      <EmailLoginForm />
      <p className="text-right text-sm">
        <Link href={FORGOT_PASSWORD_PATH} className="font-medium text-violet-800 underline underline-offset-2">
          Forgot your password?
        </Link>
      </p>
      <CommunityAccessLink />
      <p className="text-center text-sm text-slate-700">
        New member?{" "}
        <Link href={SIGNUP_PATH} className="font-medium text-violet-800 underline underline-offset-2">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
