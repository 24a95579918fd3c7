import { describe, expect, it } from "vitest";
import { boardEntrySchema, defaultDisplayName, mockFeedbackSchema, mockReportSchema, mockRequestSchema } from "@/features/mocks/mock-schema";
import { toIndianTime } from "@/lib/indian-time";

const entry = { display_name: " Asha R. ", companies: ["swiggy"], interview_date: "", experience: "0-2", slots: ["sat-morning"], video_link: "https://meet.google.com/abc-defg-hij", show_linkedin: false };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("boardEntrySchema", () => {
  it("takes an entry and trims the name", () => {
    expect(boardEntrySchema.parse(entry).display_name).toBe("Asha R.");
  });

  it.each(["http://meet.google.com/abc", "javascript:alert(1)", "https://", "ftp://meet.google.com/abc", "mailto:a@b.c", "https://meet.google.com/a b", "meet.google.com/a b"])("refuses the link %s", (video_link) => {
    expect(firstMessage(boardEntrySchema.safeParse({ ...entry, video_link }))).toBe("The video link must start with https://, such as https://meet.google.com/abc-defg-hij.");
  });

  it.each([
    ["meet.google.com/abc-defg-hij", "https://meet.google.com/abc-defg-hij"],
    [" zoom.us/j/123456789?pwd=x ", "https://zoom.us/j/123456789?pwd=x"],
    ["zoom.us:443/j/1", "https://zoom.us:443/j/1"],
    ["//meet.google.com/abc", "https://meet.google.com/abc"],
    ["https://meet.google.com/abc", "https://meet.google.com/abc"],
  ])("completes the link %j to %j", (video_link, completed) => {
    expect(boardEntrySchema.parse({ ...entry, video_link }).video_link).toBe(completed);
  });

  it("refuses an empty name, an unknown slot or company, and a date that is not one", () => {
    expect(firstMessage(boardEntrySchema.safeParse({ ...entry, display_name: "  " }))).toBe("Give the name other members will see.");
    expect(firstMessage(boardEntrySchema.safeParse({ ...entry, slots: ["mon-midnight"] }))).toBe("Choose times from the list.");
    expect(firstMessage(boardEntrySchema.safeParse({ ...entry, companies: ["acme"] }))).toBe("Choose companies from the list.");
    expect(firstMessage(boardEntrySchema.safeParse({ ...entry, interview_date: "2026-02-30" }))).toBe("Give the interview date as a date, or leave it empty.");
  });

  it("takes an interview date in the plan's range only: after today in India, at most a year ahead", () => {
    const day = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
    for (const interview_date of [day(0), day(-1), day(366), "1900-01-01"]) {
      expect(firstMessage(boardEntrySchema.safeParse({ ...entry, interview_date })), interview_date).toBe("The interview date must be after today and at most a year ahead.");
    }
    for (const interview_date of [day(1), day(365), ""]) expect(boardEntrySchema.safeParse({ ...entry, interview_date }).success, interview_date).toBe(true);
  });
});

describe("hidden direction marks and whitespace", () => {
  const marks = ["\u200e", "\u200f", "\u061c", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];

  it.each(marks.map((mark) => [mark.codePointAt(0)!.toString(16)]))("refuses U+%s in a display name and in comments", (hex) => {
    const mark = String.fromCodePoint(parseInt(hex, 16));
    expect(firstMessage(boardEntrySchema.safeParse({ ...entry, display_name: `Ravi${mark}K.` })))
      .toBe("Use letters, numbers and punctuation only: the name holds a hidden direction mark.");
    const feedback = { request_id: "0b6f1c9e-8d1a-4c3e-9f2b-5a6d7e8f9a0b", scores: { results: 3 }, comments: `Good ${mark}gnp.exe` };
    expect(firstMessage(mockFeedbackSchema.safeParse(feedback))).toBe("Take out the hidden direction marks the comments hold, then send them.");
  });

  it("keeps names in any script, and counts tabs, newlines and no-break spaces as blank", () => {
    expect(boardEntrySchema.parse({ ...entry, display_name: "अनन्या S." }).display_name).toBe("अनन्या S.");
    expect(boardEntrySchema.parse({ ...entry, display_name: "محمد A." }).display_name).toBe("محمد A.");
    for (const blank of ["\t\n", "\u00a0\u3000", "\u2028\ufeff"]) {
      expect(firstMessage(boardEntrySchema.safeParse({ ...entry, display_name: blank }))).toBe("Give the name other members will see.");
      expect(firstMessage(mockReportSchema.safeParse({ reported: "0b6f1c9e-8d1a-4c3e-9f2b-5a6d7e8f9a0b", reason: blank }))).toBe("Say what happened.");
    }
  });
});

describe("mockRequestSchema", () => {
  const request = { partner: "0b6f1c9e-8d1a-4c3e-9f2b-5a6d7e8f9a0b", first: "me" };

  it("reads the time as IST", () => {
    const parsed = mockRequestSchema.parse({ ...request, proposed_at: toIndianTime(new Date("2099-01-02T04:30:00Z")) });
    expect(parsed.proposed_at.toISOString()).toBe("2099-01-02T04:30:00.000Z");
  });

  it("names no question: one sent with the request is dropped, for the acceptance to choose each half's", () => {
    const parsed = mockRequestSchema.parse({
      ...request, proposed_at: "2099-01-01T10:00", question_type: "behavioral", question_id: "a-launch-that-failed", second_question_id: "chai-cups",
    });
    expect(parsed).toEqual({ partner: request.partner, proposed_at: new Date("2099-01-01T04:30:00.000Z"), first: "me" });
  });

  it("refuses a time in the past, a missing time, a missing partner and no first interviewer", () => {
    expect(firstMessage(mockRequestSchema.safeParse({ ...request, proposed_at: "2020-01-01T10:00" }))).toBe("Choose a time in the future.");
    expect(firstMessage(mockRequestSchema.safeParse({ ...request, proposed_at: "" }))).toBe("Give the date and time of the mock.");
    expect(firstMessage(mockRequestSchema.safeParse({ ...request, partner: "", proposed_at: "2099-01-01T10:00" }))).toBe("Choose a member from the board.");
    expect(firstMessage(mockRequestSchema.safeParse({ ...request, first: "", proposed_at: "2099-01-01T10:00" }))).toBe("Say who interviews first.");
  });
});

describe("mockFeedbackSchema and mockReportSchema", () => {
  it("takes scores from 1 to 5 only", () => {
    const feedback = { request_id: "0b6f1c9e-8d1a-4c3e-9f2b-5a6d7e8f9a0b", comments: "" };
    expect(mockFeedbackSchema.safeParse({ ...feedback, scores: { results: 5 } }).success).toBe(true);
    expect(firstMessage(mockFeedbackSchema.safeParse({ ...feedback, scores: { results: 6 } }))).toBe("Score each skill from 1 to 5.");
  });

  it("needs a reason for a report", () => {
    expect(firstMessage(mockReportSchema.safeParse({ reported: "0b6f1c9e-8d1a-4c3e-9f2b-5a6d7e8f9a0b", reason: " " }))).toBe("Say what happened.");
  });
});

describe("defaultDisplayName", () => {
  it.each([
    ["Asha Verma", "Asha V."],
    ["  ravi   kumar singh ", "ravi S."],
    ["Chitra", "Chitra"],
    ["", ""],
  ])("makes %j into %j", (name, expected) => {
    expect(defaultDisplayName(name)).toBe(expected);
  });
});
