import { describe, expect, it } from "vitest";
import { configFromEnv as fromEnv, mailPortFor } from "@/local-supabase/config";

/** The settings for these variables alone (NODE_ENV is required by the environment's type). */
const configFromEnv = (vars: Record<string, string>) => fromEnv({ NODE_ENV: "test", ...vars });

describe("the outbox's port (local-supabase/config.ts)", () => {
  it("is the Supabase CLI's 54324 by default, LOCAL_SUPABASE_MAIL_PORT when set (0 for any free port)", () => {
    expect(mailPortFor(configFromEnv({}))).toBe(54324);
    expect(mailPortFor(configFromEnv({ LOCAL_SUPABASE_MAIL_PORT: "2500" }))).toBe(2500);
    expect(mailPortFor(configFromEnv({ LOCAL_SUPABASE_MAIL_PORT: "0" }))).toBe(0);
  });

  it("follows the API port when only that is changed, so a second backend does not collide with npm start's", () => {
    expect(mailPortFor(configFromEnv({ LOCAL_SUPABASE_PORT: "54399" }))).toBe(54402);
    expect(mailPortFor({ ...configFromEnv({}), port: 0 })).toBe(0);
    expect(mailPortFor({ ...configFromEnv({}), port: 65_534 })).toBe(0);
    expect(mailPortFor({ ...configFromEnv({ LOCAL_SUPABASE_MAIL_PORT: "2500" }), port: 0 })).toBe(2500);
  });

  it("ignores a value that is not a port", () => {
    expect(mailPortFor(configFromEnv({ LOCAL_SUPABASE_MAIL_PORT: "mail" }))).toBe(54324);
    expect(mailPortFor(configFromEnv({ LOCAL_SUPABASE_MAIL_PORT: "70000" }))).toBe(54324);
  });
});

describe("the recovery settings (local-supabase/config.ts)", () => {
  it("default to Supabase's: links for an hour, one email per address per minute", () => {
    const config = configFromEnv({});
    expect([config.recoveryLinkSeconds, config.emailMaxFrequencySeconds]).toEqual([3600, 60]);
    const custom = configFromEnv({ LOCAL_SUPABASE_RECOVERY_LINK_SECONDS: "600", LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY_SECONDS: "5" });
    expect([custom.recoveryLinkSeconds, custom.emailMaxFrequencySeconds]).toEqual([600, 5]);
    expect(configFromEnv({ LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY_SECONDS: "0" }).emailMaxFrequencySeconds).toBe(0);
    expect(configFromEnv({ LOCAL_SUPABASE_EMAIL_MAX_FREQUENCY_SECONDS: "-1" }).emailMaxFrequencySeconds).toBe(60);
  });
});

describe("Confirm email (LOCAL_SUPABASE_CONFIRM_EMAIL)", () => {
  it("is on by default, as supabase/config.toml's enable_confirmations, and off only for the value false", () => {
    expect(configFromEnv({}).confirmEmail).toBe(true);
    expect(configFromEnv({ LOCAL_SUPABASE_CONFIRM_EMAIL: "true" }).confirmEmail).toBe(true);
    expect(configFromEnv({ LOCAL_SUPABASE_CONFIRM_EMAIL: "false" }).confirmEmail).toBe(false);
  });
});
