import "server-only";
import { headers } from "next/headers";
import { AttemptLimit } from "@/lib/security/attempt-limit";
import { clientAddress } from "@/lib/security/client-address";

// Failed sign-ins, refused sign-ups and recovery requests per visitor address and minute, in this app server.
const perVisitor = new AttemptLimit(Number(process.env.SIGN_IN_FAILURES_PER_MINUTE ?? 30));
// Failures for one email from one visitor a minute. Keyed by both, so guesses at a member's password from elsewhere
// never lock the member out at their own address; hosted Supabase Auth keeps no per-email count of its own.
const perEmailAndVisitor = new AttemptLimit(Number(process.env.SIGN_IN_FAILURES_PER_EMAIL_PER_MINUTE ?? 10));

/** The visitor's address: from the operator's proxy (TRUSTED_CLIENT_IP_HEADER), else the socket's. */
async function visitorAddress(): Promise<string | null> {
  return clientAddress(await headers());
}

const pairKey = (email: string, address: string) => `${email.trim().toLowerCase()} ${address}`;

/**
 * Whether the visitor has used up this minute's failures, in all or (given an email) for that email; without a known
 * address, never (the auth server limits).
 */
export async function tooManyFailures(email?: string): Promise<boolean> {
  const address = await visitorAddress();
  if (address === null) return false;
  return perVisitor.exhausted(address) || (email !== undefined && perEmailAndVisitor.exhausted(pairKey(email, address)));
}

/** Counts one failure against the visitor's address and, given one, against that email from that address. */
export async function countFailure(email?: string): Promise<void> {
  const address = await visitorAddress();
  if (address === null) return;
  perVisitor.allow(address);
  if (email !== undefined) perEmailAndVisitor.allow(pairKey(email, address));
}
