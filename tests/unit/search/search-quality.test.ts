import { beforeAll, describe, expect, it } from "vitest";
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
  // The first search reads every lesson, question and drill item to build the index.
  beforeAll(() => searchLessons("warm up"), 60_000);

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

  it('finds the offer calculator by its name, and leads to it on the offers lesson', async () => {
    for (const query of ["offer calculator", "offer calc", "compare offers calculator"]) {
      const [first] = await searchLessons(query);
      expect(first, query).toMatchObject({ href: "/dashboard/companies/offers#offer-calculator", heading: "Offer calculator" });
    }
  });

  it("finds the plan and the story bank among the results for their names", async () => {
    expect((await searchLessons("plan")).map((result) => result.href)).toContain("/plan");
    expect((await searchLessons("story bank")).map((result) => result.href)).toContain("/stories");
  });

  it("finds practice questions by their title and words, and drill items by what they ask but never by their answer", async () => {
    const question = (await searchLessons("blinkit sunday orders gurugram")).find((result) => result.href.startsWith("/practice/"));
    expect(question).toMatchObject({ href: "/practice/blinkit-gurugram-sunday-orders-drop", lessonTitle: "Practice question · Execution", heading: "Blinkit's Sunday orders in Gurugram fell 18%" });
    const drill = (await searchLessons("blinkit orders per store new stores")).find((result) => result.href.startsWith("/drills"));
    expect(drill).toMatchObject({ href: "/drills?kind=triage", lessonTitle: "Drill · First checks", heading: "Blinkit orders per store fell after new stores opened" });
    // A triage item's checks and their reasons are its answer: their words find no drill.
    const byAnswer = await searchLessons("denominator neighbours");
    expect(byAnswer.filter((result) => result.href.startsWith("/drills")).map((result) => result.heading)).not.toContain("Blinkit orders per store fell after new stores opened");
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
