import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkLink, SITE_PAGES } from "@/lib/content-check/check-link";

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

  it("accepts links to the site's own pages, with an anchor or a query", () => {
    for (const url of ["/plan", "/stories", "/plan#week-1", "/stories?competency=leadership", "/plan/", "/practice", "/practice?type=estimation", "/practice/mirror", "/drills", "/mocks"]) {
      expect(checkLink(url, lessons)).toBeNull();
    }
  });

  it("refuses a link to a page the site does not have, such as one not built yet", () => {
    expect(checkLink("/quiz", lessons)).toEqual({
      message: 'The link "/quiz" does not lead to a page of the site.',
      fix: "Link to a lesson (/dashboard/<section>/<slug>) or to one of /plan, /stories, /practice, /practice/mirror, /practice/history, /drills, /mocks; a page that is not built yet cannot be linked.",
    });
    for (const url of ["/quizzes?type=estimation", "/practice/swiggy-pune-repeat-rate", "/plan/week-1", "/"]) {
      expect(checkLink(url, lessons)?.message).toBe(`The link "${url}" does not lead to a page of the site.`);
    }
  });

  it("refuses a link that misses a site page by a letter or two, suggesting the page", () => {
    expect(checkLink("/plans", lessons)).toEqual({
      message: 'The link "/plans" does not lead to a page of the site.',
      fix: "Did you mean /plan?",
    });
    expect(checkLink("/storys#first", lessons)?.fix).toBe("Did you mean /stories#first?");
  });
});

describe("SITE_PAGES", () => {
  it("lists only pages the app has, each with a page.tsx under app/", () => {
    expect(appPages()).toEqual(expect.arrayContaining([...SITE_PAGES]));
  });
});

/** The app's static pages as paths: each page.tsx under app/, without route groups such as (members). */
function appPages(): string[] {
  const app = path.join(import.meta.dirname, "../../../app");
  return readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => `/${path.dirname(file).split(path.sep).filter((part) => part !== "." && !/^\(.*\)$/.test(part)).join("/")}`);
}
