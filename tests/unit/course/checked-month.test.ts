import { describe, expect, it } from "vitest";
import { checkedMonth } from "@/lib/course/checked-month";

describe("checkedMonth", () => {
  it("says in plain words the month a lesson's figures were checked, whatever the server's time zone", () => {
    expect(checkedMonth("2026-11-23")).toBe("Figures checked November 2026");
    expect(checkedMonth("2026-01-01")).toBe("Figures checked January 2026");
    expect(checkedMonth("2025-12-31")).toBe("Figures checked December 2025");
  });
});
