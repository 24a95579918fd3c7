import "server-only";
import { createServerClient } from "@supabase/ssr";
import { createClient as createTokenClient } from "@supabase/supabase-js";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { clientAddress } from "@/lib/security/client-address";
import { isSecureRequest } from "@/lib/security/headers";
import { sessionCookieOptions } from "./client-options";
import { fetchWithLastGoodJwks } from "./last-good-jwks";
import { supabaseEnv } from "./env";

/** What every server client sends: the app's fetch, and the visitor's address. */
async function globalOptions() {
  // Supabase Auth limits sign-ins per client address; every call comes from this server, so it is told the visitor's
  // address (Sb-Forwarded-For, as Supabase Auth reads it): the one the operator's proxy vouches for, else the socket's.
  const visitor = clientAddress(await headers());
  const sent: Record<string, string> = visitor ? { "Sb-Forwarded-For": visitor } : {};
  return { fetch: fetchWithLastGoodJwks, headers: sent };
}

/**
 * A Supabase client for server components, server actions and route handlers, acting as the member whose
 * cookies came with the request. Make a new one per request: never keep it in a module global.
 */
export async function createClient() {
  const cookieStore = await cookies();
  const requestHeaders = await headers();
  const { url, key } = supabaseEnv();
  return createServerClient(url, key, {
    global: await globalOptions(),
    cookieOptions: sessionCookieOptions(isSecureRequest(requestHeaders)),
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Server components cannot set cookies; the proxy has already refreshed the session for them.
        }
      },
    },
  });
}

/** The access token of the request's session (the proxy has refreshed it), read once per request; null when signed out. */
const requestAccessToken = cache(async (): Promise<string | null> => {
  const { data } = await (await createClient()).auth.getSession();
  return data.session?.access_token ?? null;
});

/**
 * A client for the reads of a page: it sends the request's access token and has no auth client. The cookie client of
 * createClient() reads and checks the session cookies again before each of its requests, which cost about 3 ms of CPU
 * per read, more than the read itself (docs/performance.md). One per request; the Data API checks the token as it
 * would any other, and Row Level Security decides what it returns. Writes, and anything that may change the session,
 * use createClient().
 */
export const createReader = cache(async () => {
  const { url, key } = supabaseEnv();
  const token = await requestAccessToken();
  return createTokenClient(url, key, { accessToken: async () => token, global: await globalOptions() });
});
