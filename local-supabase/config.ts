import path from "node:path";

// The Supabase CLI's well-known local secrets (see docs/local-backend.md, 'Keys and the demo login'). Public by design:
// they only ever protect a local development stack, and using them lets .env.example work against `supabase start` too.
export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";
export const PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
export const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

export const DEMO_LOGIN = { email: "demo@example.com", password: "learn-pm-2026" };

export interface RateLimitConfig {
  /** Sign-up and password sign-in attempts allowed per client address per window. */
  perAddress: number;
  /** Failed sign-in or refused sign-up attempts allowed per email per window. */
  perEmail: number;
  windowMs: number;
}

export interface BackendConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. `null` keeps the database in memory. */
  dataDir: string | null;
  databaseUrl: string | undefined;
  /** Where auth redirects go when no accepted redirect_to is given (GoTrue's SITE_URL). */
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpirySeconds: number;
  refreshTokenReuseSeconds: number;
  rateLimit: RateLimitConfig;
  applySeed: boolean;
  /** Folder holding migrations/*.sql and seed.sql. */
  supabaseDir: string;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Reads the backend's settings from the environment, with the defaults `npm start` relies on. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const root = path.resolve(import.meta.dirname, "..");
  return {
    port: intFromEnv(env.LOCAL_SUPABASE_PORT, 54321),
    host: "127.0.0.1",
    dataDir: path.resolve(root, env.LOCAL_SUPABASE_DATA_DIR ?? ".data/local-supabase"),
    databaseUrl: env.DATABASE_URL || undefined,
    siteUrl: env.LOCAL_SUPABASE_SITE_URL ?? `http://localhost:${env.PORT ?? "3000"}`,
    additionalRedirectUrls: (env.LOCAL_SUPABASE_REDIRECT_URLS ?? "").split(",").filter(Boolean),
    jwtExpirySeconds: intFromEnv(env.LOCAL_SUPABASE_JWT_EXPIRY, 3600),
    refreshTokenReuseSeconds: 10,
    rateLimit: {
      perAddress: intFromEnv(env.LOCAL_SUPABASE_RATE_LIMIT_PER_ADDRESS, 60),
      perEmail: intFromEnv(env.LOCAL_SUPABASE_RATE_LIMIT_PER_EMAIL, 10),
      windowMs: 60_000,
    },
    applySeed: env.LOCAL_SUPABASE_SEED !== "false",
    supabaseDir: path.resolve(root, "supabase"),
  };
}
