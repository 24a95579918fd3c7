import "server-only";
import { createServerClient } from "@supabase/ssr";
import { cookies, headers } from "next/headers";
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
  const { url, key } = supabaseEnv();
  return createServerClient(url, key, {
    global: { fetch: fetchWithLastGoodJwks },
    cookieOptions: sessionCookieOptions(isSecureRequest(await headers())),
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
