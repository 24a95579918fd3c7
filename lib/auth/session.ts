import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { requestClient } from "@/lib/supabase/server";
import { isStillMember } from "./membership";
import { loginPath } from "./route-rules";
import { verifiedClaims } from "./verified-claims";

export interface Member {
  id: string;
  email: string;
  /** The name given at sign-up (or by Google), from the verified token; empty when there is none. */
  name: string;
}

/**
 * The member whose verified session came with this request, or null. The token's signature is checked against
 * the project's JWKS (keys cached), so this costs no call to the auth server; the membership answer is shared with
 * the proxy and kept briefly (lib/auth/membership.ts), so an email taken off the list loses access within a minute.
 */
export const currentMember = cache(async (): Promise<Member | null> => {
  const supabase = await requestClient();
  const claims = await verifiedClaims(supabase);
  if (!claims?.sub || typeof claims.email !== "string") return null;
  if (!(await isStillMember(supabase, claims.sub))) return null;
  const metadata = (claims.user_metadata ?? {}) as Record<string, unknown>;
  const name = [metadata.name, metadata.full_name].find((value): value is string => typeof value === "string" && value.trim() !== "");
  return { id: claims.sub, email: claims.email, name: name?.trim() ?? "" };
});

/**
 * The member of this request; anyone else is sent to /login. The real gate behind the proxy's convenience one; a
 * former member still signed in is signed out there by the proxy, with the catalogue's notMember message.
 */
export async function requireMember(): Promise<Member> {
  const member = await currentMember();
  if (!member) redirect(loginPath());
  return member;
}
