import "server-only";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { supabaseEnv } from "./env";

/**
 * The service key, from the environment only: the secret key (sb_secret_...) or the legacy service-role key. The
 * payment webhook uses it, and progress recording to list the course's own lessons (never with anything a visitor
 * sent); it never reaches a browser.
 */
function serviceKey(): string | undefined {
  return process.env.SUPABASE_SECRET_KEY || process.env.SUPABASE_SERVICE_ROLE_KEY || undefined;
}

/** A client that bypasses Row Level Security, or null when no service key is set. Made per request, never kept. */
export function createServiceClient(): SupabaseClient | null {
  const key = serviceKey();
  if (!key) return null;
  return createClient(supabaseEnv().url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}
