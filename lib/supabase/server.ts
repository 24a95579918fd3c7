import "server-only";
import { createServerClient } from "@supabase/ssr";
import { cookies, headers } from "next/headers";
import { clientAddress } from "@/lib/security/client-address";
import { isSecureRequest } from "@/lib/security/headers";
import { sessionCookieOptions } from "./client-options";
import { fetchWithLastGoodJwks } from "./last-good-jwks";
import { supabaseEnv } from "./env";

/**
 * A Supabase client for server components, server actions and route handlers, acting as the member whose
 * cookies came with the request. Make a new one per request: never keep it in a module global.
 */
export async function createClient() {
  const cookieStore = await cookies();
  const requestHeaders = await headers();
  const { url, key } = supabaseEnv();
  // Supabase Auth limits sign-ins per client address; every call comes from this server, so it is told the visitor's
  // address (Sb-Forwarded-For, as Supabase Auth reads it): the one the operator's proxy vouches for, else the socket's.
  const visitor = clientAddress(requestHeaders);
  return createServerClient(url, key, {
    global: { fetch: fetchWithLastGoodJwks, headers: visitor ? { "Sb-Forwarded-For": visitor } : {} },
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
