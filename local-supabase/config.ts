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

/** The Razorpay webhook secret of the local demo stack (`npm start` and `npm run webhook:sample` agree on it). */
export const LOCAL_WEBHOOK_SECRET = "local-razorpay-webhook-secret";

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
  /**
   * Port of the outbox's viewer and its Mailpit-style API (0: any free port). Unset: derived from `port` when the
   * backend starts (see mailPortFor), so a caller that only changes `port` never collides with `npm start`'s 54324.
   */
  mailPort?: number;
  /** PGlite data folder; ignored when databaseUrl is set. `null` keeps the database in memory. */
  dataDir: string | null;
  /**
   * For tests: the database an in-memory PGlite starts from, a dump (PGlite's `dumpDataDir`) of one already prepared
   * with the same `supabaseDir` and `applySeed`, so each test backend skips initdb and the migrations.
   */
  pgliteDump?: Blob;
  databaseUrl: string | undefined;
  /** Where auth redirects go when no accepted redirect_to is given (GoTrue's SITE_URL). */
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpirySeconds: number;
  refreshTokenReuseSeconds: number;
  /** How long a recovery or confirmation link works (GoTrue's mailer OTP expiry, 3600 s on Supabase). */
  recoveryLinkSeconds: number;
  /** At most one recovery email per address in this many seconds (GoTrue's SMTP max frequency, 60 s on Supabase). */
  emailMaxFrequencySeconds: number;
  rateLimit: RateLimitConfig;
  /**
   * Count per-address limits by the valid leftmost IP of `Sb-Forwarded-For` when present (GoTrue's
   * GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED). On by default here: only the app server talks to this backend, and it
   * sends its visitor's address, so without it every visitor would share the app server's one limit.
   */
  sbForwardedFor: boolean;
  /**
   * "Confirm email" (GoTrue's MAILER_AUTOCONFIRM off, `[auth.email] enable_confirmations = true`): a password sign-up
   * gets no session until its address is confirmed through the emailed link. On by default: without it anyone who knows
   * a buyer's email could sign up with it first and read the paid course.
   */
  confirmEmail: boolean;
  /**
   * bcrypt's cost for the password hashes this backend makes (GoTrue's is 10, fixed). The test suites lower it: a hash
   * or a check at 10 takes about 80 ms of a core here, and the integration step alone makes thousands (three for each
   * member it creates), while a lower cost changes nothing else about what the endpoints answer.
   */
  passwordHashCost: number;
  applySeed: boolean;
  /** Folder holding migrations/*.sql and seed.sql. */
  supabaseDir: string;
  /** Where the backend writes its one-line notices (a refused refresh); stderr unless a test collects them. */
  log?: (line: string) => void;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Like intFromEnv, but 0 is a valid value (no interval between emails, as GoTrue's max frequency of 0s). */
function secondsFromEnv(value: string | undefined, fallback: number): number {
  return value?.trim() === "0" ? 0 : intFromEnv(value, fallback);
}

/** Like intFromEnv, but 0 (any free port) is a valid value. */
function portFromEnv(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,5}$/.test(value.trim())) return null;
  const port = Number(value);
  return port <= 65_535 ? port : null;
}

/**
 * The mail viewer's port when none is set: the API port + 3, which is the Supabase CLI's 54324 for its 54321. A backend
 * on another API port (the e2e suite's, a benchmark's, a test's free port) takes its own, so it does not collide with a
 * `npm start` running beside it.
 */
export function mailPortFor(config: Pick<BackendConfig, "port" | "mailPort">): number {
  if (config.mailPort !== undefined) return config.mailPort;
  if (config.port === 0 || config.port + 3 > 65_535) return 0;
  return config.port + 3;
}

/** Reads the backend's settings from the environment, with the defaults `npm start` relies on. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const root = path.resolve(import.meta.dirname, "..");
  return {
    port: intFromEnv(env.LOCAL_SUPABASE_PORT, 54321),
    host: "127.0.0.1",
    mailPort: portFromEnv(env.LOCAL_SUPABASE_MAIL_PORT) ?? undefined,
    dataDir: path.resolve(root, env.LOCAL_SUPABASE_DATA_DIR ?? ".data/local-supabase"),
    databaseUrl: env.DATABASE_URL || undefined,
    siteUrl: env.LOCAL_SUPABASE_SITE_URL ?? `http://localhost:${env.PORT ?? "3000"}`,
    additionalRedirectUrls: (env.LOCAL_SUPABASE_REDIRECT_URLS ?? "").split(",").filter(Boolean),
    jwtExpirySeconds: intFromEnv(env.LOCAL_SUPABASE_JWT_EXPIRY, 3600),
    refreshTokenReuseSeconds: 10,
    recoveryLinkSeconds: intFromEnv(env.LOCAL_SUPABASE_RECOVERY_LINK_SECONDS, 3600),
    emailMaxFrequencySeconds: secondsFromEnv(env.LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY_SECONDS, 60),
    rateLimit: {
      perAddress: intFromEnv(env.LOCAL_SUPABASE_RATE_LIMIT_PER_ADDRESS, 60),
      perEmail: intFromEnv(env.LOCAL_SUPABASE_RATE_LIMIT_PER_EMAIL, 10),
      windowMs: 60_000,
    },
    sbForwardedFor: env.LOCAL_SUPABASE_SB_FORWARDED_FOR !== "false",
    confirmEmail: env.LOCAL_SUPABASE_CONFIRM_EMAIL !== "false",
    passwordHashCost: intFromEnv(env.LOCAL_SUPABASE_PASSWORD_HASH_COST, 10),
    applySeed: env.LOCAL_SUPABASE_SEED !== "false",
    supabaseDir: path.resolve(root, "supabase"),
  };
}
