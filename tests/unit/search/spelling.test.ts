import { describe, expect, it } from "vitest";
import { searchTerm } from "@/lib/search/spelling";

describe("searchTerm", () => {
  it.each([
    ["optimization", "optimisation"],
    ["Prioritize", "prioritise"],
    ["prioritization", "prioritisation"],
    ["monetized", "monetised"],
    ["guestimate", "guesstimate"],
    ["behavioral", "behavioural"],
    ["fulfillment", "fulfilment"],
  ])("gives %s the lessons' spelling, %s", (word, form) => {
    expect(searchTerm(word)).toBe(form);
    expect(searchTerm(form)).toBe(form);
  });

  it("leaves short words alone and drops words that mean nothing alone", () => {
    expect(searchTerm("size")).toBe("size");
    expect(searchTerm("the")).toBeNull();
    expect(searchTerm("Of")).toBeNull();
  });
});
