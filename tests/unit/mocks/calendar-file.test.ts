import { describe, expect, it } from "vitest";
import { mockCalendarFile } from "@/features/mocks/calendar-file";

const mock = {
  id: "0b6f1c9e-8d1a-4c3e-9f2b-5a6d7e8f9a0b",
  start: new Date("2026-12-05T04:30:00Z"),
  minutes: 60,
  title: "Mock interview with Ravi M.",
  description: "Question: Pricing, for CRED; bills\nKit: https://example.com/practice/x/kit",
  location: "https://meet.example.com/ravi",
  now: new Date("2026-11-27T10:00:00Z"),
};

describe("mockCalendarFile", () => {
  const file = mockCalendarFile(mock);
  const lines = file.split("\r\n");

  it("is one event in UTC, an hour long, that keeps the mock's id so a second download updates it", () => {
    expect(lines.slice(0, 6)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//PM Interview Mastery//Mock interviews//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "BEGIN:VEVENT"]);
    expect(lines).toContain("UID:mock-0b6f1c9e-8d1a-4c3e-9f2b-5a6d7e8f9a0b@pm-interview-mastery");
    expect(lines).toContain("DTSTART:20261205T043000Z");
    expect(lines).toContain("DTEND:20261205T053000Z");
    expect(lines).toContain("DTSTAMP:20261127T100000Z");
    expect(lines.slice(-3)).toEqual(["END:VEVENT", "END:VCALENDAR", ""]);
  });

  it("ends every line with CRLF and escapes commas, semicolons and newlines in text", () => {
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(file).toContain("SUMMARY:Mock interview with Ravi M.");
    expect(file.replace(/\r\n /g, "")).toContain("DESCRIPTION:Question: Pricing\\, for CRED\\; bills\\nKit: https://example.com/practice/x/kit");
    expect(lines).toContain("LOCATION:https://meet.example.com/ravi");
  });

  it("escapes every line break a member can type or paste, and drops control characters, so no text starts a line of its own", () => {
    const breaks = ["\r\n", "\n", "\r", "\v", "\f", "\u0085", "\u2028", "\u2029"];
    const description = breaks.map((lineBreak) => `a${lineBreak}ATTENDEE:mailto:x@example.com`).join("") + "\u0000\u001b\u007fend\tok";
    const hostile = mockCalendarFile({ ...mock, description, title: "Mock\rX-INJECTED:1" });
    const unfolded = hostile.replace(/\r\n /g, "").split("\r\n");
    for (const line of unfolded) expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/);
    expect(unfolded.filter((line) => /^(ATTENDEE|X-INJECTED)/.test(line))).toEqual([]);
    expect(unfolded).toContain(`DESCRIPTION:${"a\\nATTENDEE:mailto:x@example.com".repeat(breaks.length)}end\tok`);
    expect(unfolded).toContain("SUMMARY:Mock\\nX-INJECTED:1");
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const long = mockCalendarFile({ ...mock, title: `Mock interview with ${"अनन्या ".repeat(20)}` });
    for (const line of long.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = long.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:Mock interview with ${"अनन्या ".repeat(20)}`);
  });
});
