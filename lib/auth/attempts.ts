import "server-only";
import { headers } from "next/headers";
import { AttemptLimit } from "@/lib/security/attempt-limit";
import { clientAddress } from "@/lib/security/client-address";

// Failed sign-ins, refused sign-ups and recovery requests per visitor address and minute, in this app server.
const limit = new AttemptLimit(Number(process.env.SIGN_IN_FAILURES_PER_MINUTE ?? 30));

/** The visitor's address, when the operator's proxy vouches for it (TRUSTED_CLIENT_IP_HEADER). */
async function visitorAddress(): Promise<string | null> {
  return clientAddress(await headers());
}

/** Whether the visitor has used up this minute's failures; without a trusted address, never (the auth server limits). */
export async function tooManyFailures(): Promise<boolean> {
  const address = await visitorAddress();
  return address !== null && limit.exhausted(address);
}

/** Counts one failure against the visitor's address, when the operator's proxy vouches for one. */
export async function countFailure(): Promise<void> {
  const address = await visitorAddress();
  if (address !== null) limit.allow(address);
}
