import { describe, expect, it } from "vitest";
import { searchLessons } from "@/lib/search/search-index";

// Real queries learners type, typos and other spellings included, and the lesson whose section must come first.
const QUERIES: [query: string, lesson: string][] = [
  ["guesstimate of chai stalls", "/dashboard/estimation/answering"],
  ["tea stall upi", "/dashboard/estimation/answering"],
  ["guestimate", "/dashboard/estimation/overview"],
  ["estmation", "/dashboard/estimation/overview"],
  ["optimization", "/dashboard/intro/resume-optimisation"],
  ["resume optimisation", "/dashboard/intro/resume-optimisation"],
  ["mock interview", "/dashboard/intro/mock-interviews"],
  ["north star metric", "/dashboard/intro/glossary"],
  ["RICE", "/dashboard/intro/glossary"],
  ["novelty effect", "/dashboard/intro/glossary"],
  ["metrics tree", "/dashboard/analytical/metrics"],
  ["swiggy instamart reorder", "/dashboard/analytical/ab-testing"],
  ["behavioral", "/dashboard/behavioral/mastering"],
  ["behavioural", "/dashboard/behavioral/mastering"],
  ["conflict with engineer", "/dashboard/behavioral/conflicts"],
  ["sacrifice", "/dashboard/behavioral/sacrifices"],
  ["customer problem", "/dashboard/behavioral/customer-problems"],
  ["why this company", "/dashboard/behavioral/why-company"],
  ["story bank", "/dashboard/behavioral/story-bank"],
  ["take home assignment", "/dashboard/product-design/take-home"],
  ["india stack aadhaar", "/dashboard/technical/india-stack"],
  ["system design api", "/dashboard/technical/tackling"],
  ["flipkart", "/dashboard/companies/flipkart"],
  ["flipkrt", "/dashboard/companies/flipkart"],
  ["zepto", "/dashboard/companies/zepto"],
  ["salary negotiation", "/dashboard/companies/offers"],
];

const lessonOf = (href: string) => href.replace(/#.*$/, "");

describe("search across the lessons", () => {
  it.each(QUERIES)("%s finds %s first", async (query, lesson) => {
    const [first] = await searchLessons(query);
    expect(first && lessonOf(first.href)).toBe(lesson);
  });

  it("links each result to the heading it matched, and highlights the lessons' spelling of the word searched for", async () => {
    const results = await searchLessons("optimization");
    const highlighted = results.flatMap((result) => result.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase()));
    expect(highlighted).toContain("optimisation");
    const section = (await searchLessons("conflict with engineer"))[0]!;
    expect(section.href).toMatch(/^\/dashboard\/behavioral\/conflicts#[a-z0-9-]+$/);
    expect(section.heading).not.toBe("");
  });

  it("finds nothing for words no lesson holds", async () => {
    expect(await searchLessons("xyzzyq qwxv")).toEqual([]);
  });

  it("shows at most three sections of one lesson, and ten results in all", async () => {
    const results = await searchLessons("interview");
    expect(results.length).toBeLessThanOrEqual(10);
    const perLesson = Map.groupBy(results, (result) => lessonOf(result.href));
    for (const sections of perLesson.values()) expect(sections.length).toBeLessThanOrEqual(3);
  });
});
