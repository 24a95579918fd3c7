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
export function globalOptions(requestHeaders: Headers) {
  // Supabase Auth limits sign-ins per client address; every call comes from this server, so it is told the visitor's
  // address (Sb-Forwarded-For, as Supabase Auth reads it): the one the operator's proxy vouches for, else the socket's.
  const visitor = clientAddress(requestHeaders);
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
    global: globalOptions(requestHeaders),
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

/**
 * The request's cookie client, made once while a page renders and shared by what reads the session there: the member
 * check (lib/auth/session.ts) and the reader's token. Outside a render (actions, route handlers) each call makes one.
 */
export const requestClient = cache(createClient);

/**
 * A client for the reads of a page: it sends the request's access token (the proxy has refreshed it) and has no auth
 * client. The cookie client of createClient() reads and checks the session cookies again before each of its requests,
 * which cost more than many reads (docs/performance.md). One per request; the Data API checks the token as it would
 * any other, and Row Level Security decides what it returns. Writes, and anything that may change the session, use
 * createClient().
 */
export const createReader = cache(async () => {
  const { url, key } = supabaseEnv();
  const { data } = await (await requestClient()).auth.getSession();
  const token = data.session?.access_token ?? null;
  return createTokenClient(url, key, { accessToken: async () => token, global: globalOptions(await headers()) });
});
