import { describe, expect, it } from "vitest";
import { draftQuestion, slugOf } from "@/lib/debriefs/draft-question";

describe("a draft question from a report", () => {
  const source = { id: "0b6f1c9e-8d1a-4c3e-9f2b-5a6d7e8f9a0b", company: "swiggy", roundType: "product-sense" as const, month: "2026-10", questions: ["Design <Genie> for {seniors}", "Second"], minutes: 45 };

  it("takes the question, the company and the month, and writes the prompt as text", () => {
    const { id, text } = draftQuestion(source, 0);
    expect(id).toBe("swiggy-design-genie-for-seniors");
    expect(text).toContain("type: product-design\ncompanies: swiggy\n");
    expect(text).toContain("a product sense round at Swiggy, Oct 2026");
    expect(text).toContain("Design &lt;Genie> for &#123;seniors}");
    expect(text).not.toMatch(/tip|author|user/i);
  });

  it("refuses a question the report does not have, and makes an id of any text", () => {
    expect(() => draftQuestion(source, 2)).toThrow("has no question 3");
    expect(slugOf("¿Qué? ")).toBe("que");
    expect(slugOf("!!!")).toBe("reported-question");
  });
});
