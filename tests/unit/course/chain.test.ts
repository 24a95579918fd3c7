import { describe, expect, it } from "vitest";
import { chain } from "@/lib/course/chain";
import { smallManifest } from "./fixtures/small-manifest";

// The course order of spec/decisions.md, section by section.
const DECISIONS_ORDER: Record<string, string[]> = {
  intro: ["welcome", "resume-optimisation", "job-application-strategy", "question-types", "framework", "grading", "glossary"],
  estimation: ["overview", "answering", "strategies", "reference", "practice"],
  analytical: ["intro", "ab-testing", "metrics", "rubric", "practice"],
  execution: ["intro", "root-cause", "decision-making", "rubric", "practice"],
  "product-design": ["intro", "answering", "brainstorming", "vision", "rubric", "practice"],
  "product-strategy": ["intro", "answering", "go-to-market", "pricing", "growth", "rubric", "practice"],
  behavioral: ["mastering", "story-bank", "impact", "sacrifices", "customer-problems", "conflicts", "why-company"],
  technical: ["intro", "key-concepts", "tackling", "evaluating", "practice"],
};

describe("chain", () => {
  it("lists the 47 lessons of the course exactly once, in the order of the decisions", () => {
    const expected = Object.entries(DECISIONS_ORDER).flatMap(([section, slugs]) =>
      slugs.map((slug) => `/dashboard/${section}/${slug}`),
    );
    const paths = chain().map((lesson) => lesson.path);
    expect(paths).toHaveLength(47);
    expect(new Set(paths).size).toBe(47);
    expect(paths).toEqual(expected);
  });

  it("flattens groups and sections in order, keeping where each lesson belongs", () => {
    expect(chain(smallManifest).map((lesson) => lesson.path)).toEqual([
      "/dashboard/start/hello",
      "/dashboard/start/how",
      "/dashboard/middle/only",
      "/dashboard/left/one",
      "/dashboard/right/one",
      "/dashboard/right/two",
    ]);
    expect(chain(smallManifest)[4]).toEqual({
      section: "right",
      slug: "one",
      title: "Right one",
      path: "/dashboard/right/one",
      sectionTitle: "Right",
      groupTitle: "Two sections",
    });
  });

  it("puts behavioral before technical in the last group", () => {
    const last = chain().filter((lesson) => lesson.groupTitle === "Behavioral & Technical");
    expect(last[0]?.path).toBe("/dashboard/behavioral/mastering");
    expect(last.at(-1)?.path).toBe("/dashboard/technical/practice");
  });

  it("returns nothing for an empty course", () => {
    expect(chain({ groups: [] })).toEqual([]);
  });
});
