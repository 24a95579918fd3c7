import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";
import { LOGIN_PATH } from "@/lib/auth/route-rules";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Sign up" };

/** `/signup-user`: creates the account of someone who bought membership. */
export default function SignupPage() {
  return (
    <AuthCard heading={`Sign up for ${siteConfig.productName}`}>
      <SignupForm />
      <p className="text-center text-sm text-slate-700">
        Already a member?{" "}
        <Link href={LOGIN_PATH} className="font-medium text-violet-800 underline underline-offset-2">
          Log in here
        </Link>
      </p>
    </AuthCard>
  );
}
