import { describe, expect, it } from "vitest";
import { courseNavigation } from "@/lib/course/navigation";
import { FEEDBACK_MAX_LENGTH, feedbackSchema } from "@/features/feedback/feedback-schema";

const good = { rating: "up", feedback_text: "Clear worked example.", page_url: "/dashboard/analytical/metrics" };
const TOO_LONG = "Feedback can be at most 5,000 characters.";

/** The message for each field of a rejected submission. */
function problems(input: Record<string, unknown>): Record<string, string> {
  const result = feedbackSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("feedbackSchema", () => {
  it.each(["up", "down"])("accepts the rating %s", (rating) => {
    expect(feedbackSchema.parse({ ...good, rating })).toEqual({ ...good, rating });
  });

  it.each(["", "UP", "Down", "sideways", 1, null, undefined])("refuses the rating %j", (rating) => {
    expect(problems({ ...good, rating })).toEqual({ rating: "Choose thumbs up or thumbs down." });
  });

  it("takes empty text: the text is optional", () => {
    expect(feedbackSchema.parse({ ...good, feedback_text: "" }).feedback_text).toBe("");
  });

  it("trims the text", () => {
    expect(feedbackSchema.parse({ ...good, feedback_text: "  \n Clear.\t " }).feedback_text).toBe("Clear.");
    expect(feedbackSchema.parse({ ...good, feedback_text: "   " }).feedback_text).toBe("");
  });

  it("allows at most 5,000 characters, as docs/decisions.md says, with a clear error past them", () => {
    expect(FEEDBACK_MAX_LENGTH).toBe(5000);
    expect(problems({ ...good, feedback_text: "a".repeat(5000) })).toEqual({});
    expect(problems({ ...good, feedback_text: "a".repeat(5001) })).toEqual({ feedback_text: TOO_LONG });
  });

  it.each(courseNavigation.lessons.map((lesson) => lesson.path))("accepts feedback on the lesson %s", (page_url) => {
    expect(problems({ ...good, page_url })).toEqual({});
  });

  it.each([
    "/dashboard",
    "/dashboard/analytical",
    "/dashboard/analytical/nope",
    "/dashboard/analytical/metrics/",
    "/dashboard/analytical/metrics?tab=1",
    "/dashboard/analytical/metrics#step-2",
    "/DASHBOARD/analytical/metrics",
    "https://evil.com/dashboard/analytical/metrics",
    "/profile",
    "/login",
    "",
  ])("refuses feedback on %j, which is not a lesson page", (page_url) => {
    expect(problems({ ...good, page_url })).toEqual({ page_url: "Not a lesson page." });
  });

  it("refuses a submission without a rating or a page", () => {
    expect(Object.keys(problems({ feedback_text: "" })).sort()).toEqual(["page_url", "rating"]);
  });
});
