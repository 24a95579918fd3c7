import { describe, expect, it } from "vitest";
import { checkLink } from "@/lib/content-check/check-link";

const lessons = ["/dashboard/analytical/metrics", "/dashboard/analytical/ab-testing"];

describe("checkLink", () => {
  it("accepts a link to a lesson, with or without an anchor", () => {
    expect(checkLink("/dashboard/analytical/metrics", lessons)).toBeNull();
    expect(checkLink("/dashboard/analytical/metrics#step-2-goals", lessons)).toBeNull();
  });

  it("leaves external links, anchors on the same page and other site paths alone", () => {
    for (const url of ["https://www.npci.org.in/", "mailto:help@example.com", "#summary", "/lessons/funnel.png"]) {
      expect(checkLink(url, lessons)).toBeNull();
    }
  });

  it("refuses a course link that no lesson answers, suggesting the closest one", () => {
    expect(checkLink("/dashboard/analytical/metric", lessons)).toEqual({
      message: 'The link "/dashboard/analytical/metric" does not lead to any lesson in the manifest.',
      fix: "Did you mean /dashboard/analytical/metrics?",
    });
    expect(checkLink("/dashboard", lessons)?.fix).toMatch(/Link to a lesson in the manifest/);
  });

  it("refuses a relative link", () => {
    expect(checkLink("metrics", lessons)?.message).toMatch(/is relative/);
    expect(checkLink("../analytical/metrics", lessons)?.message).toMatch(/is relative/);
  });

  it("accepts links to the practice, drills, mocks, plan and stories pages, and to their sub-pages", () => {
    for (const url of ["/practice", "/drills", "/mocks", "/plan", "/stories", "/practice/swiggy-pune-repeat-rate", "/plan#week-1"]) {
      expect(checkLink(url, lessons)).toBeNull();
    }
  });

  it("refuses a link that misses a site page by a letter or two, suggesting the page", () => {
    expect(checkLink("/practise", lessons)).toEqual({
      message: 'The link "/practise" does not lead to a page of the site.',
      fix: "Did you mean /practice?",
    });
    expect(checkLink("/drill/upi-monthly-transactions", lessons)?.fix).toBe(
      "Did you mean /drills/upi-monthly-transactions?",
    );
    expect(checkLink("/plans", lessons)?.fix).toBe("Did you mean /plan?");
  });
});

