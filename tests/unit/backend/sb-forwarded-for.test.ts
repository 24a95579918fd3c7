import { describe, expect, it } from "vitest";
import { configFromEnv } from "@/local-supabase/config";
import { sbForwardedForAddress } from "@/local-supabase/sb-forwarded-for";

/** GoTrue's parseSBFFHeader (internal/sbff/sbff.go): the leftmost value, if it is an IP, as Go's net.IP writes it. */
describe("sbForwardedForAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 , 10.0.0.1", "203.0.113.7"],
    ["2001:DB8:0:0:0:0:0:1", "2001:db8::1"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::1, 203.0.113.7", "::1"],
  ])("reads %j as %j", (header, address) => {
    expect(sbForwardedForAddress(header)).toBe(address);
  });

  it.each([undefined, "", "not-an-ip", "10.0.0.1.evil", "[::1]", "fe80::1%eth0", "010.0.0.1", ", 203.0.113.7", "203.0.113.7:80"])(
    "refuses %j (the caller falls back to the TCP peer)",
    (header) => {
      expect(sbForwardedForAddress(header)).toBeNull();
    },
  );

  it("is on by default and off with LOCAL_SUPABASE_SB_FORWARDED_FOR=false", () => {
    expect(configFromEnv({ NODE_ENV: "test" }).sbForwardedFor).toBe(true);
    expect(configFromEnv({ NODE_ENV: "test", LOCAL_SUPABASE_SB_FORWARDED_FOR: "false" }).sbForwardedFor).toBe(false);
  });
});
