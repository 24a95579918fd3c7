import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { GoogleSignIn } from "@/components/auth/google-sign-in";
import { ImplicitReturn } from "@/components/auth/implicit-return";
import { Alert } from "@/components/ui/alert";
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
      {message && <Alert>{message}</Alert>}
      <ImplicitReturn />
      <GoogleSignIn />
      <a
        href={siteConfig.communityUrl}
        className="flex w-full items-center justify-center rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        Get Community Access
      </a>
      <p className="text-center text-sm text-slate-700">
        Use a password?{" "}
        <Link href={EMAIL_LOGIN_PATH} className="font-medium text-violet-800 underline underline-offset-2">
          Log in with email
        </Link>
      </p>
    </AuthCard>
  );
}
