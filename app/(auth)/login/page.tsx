import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ClearMemberStorage } from "@/components/auth/clear-member-storage";
import { CommunityAccessLink } from "@/components/auth/community-access-link";
import { GoogleSignIn } from "@/components/auth/google-sign-in";
import { FormMessage } from "@/components/ui/form-message";
import { messageForCode } from "@/lib/auth/messages";
import { EMAIL_LOGIN_PATH } from "@/lib/auth/route-rules";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Login" };

/** `/login`: Google sign-in for members, the way to buy access, and a link for password users. */
export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const { error } = await searchParams;
  const message = messageForCode(typeof error === "string" ? error : undefined);
  return (
    <AuthCard heading={`Login to ${siteConfig.productName}`}>
      <ClearMemberStorage />
      {message && <FormMessage state={{ message }} />}
      <GoogleSignIn />
      <CommunityAccessLink />
      <p className="text-center text-sm text-slate-700">
        Use a password?{" "}
        <Link href={EMAIL_LOGIN_PATH} className="font-medium text-violet-800 underline underline-offset-2">
          Log in with email
        </Link>
      </p>
    </AuthCard>
  );
}
