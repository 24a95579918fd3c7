import { COMPANY_IDS, companyGuidePath, type CompanyId } from "@/lib/course/companies";
import type { Lesson } from "@/lib/course/types";
import type { PlanLesson } from "./plan-model";

const guides = new Set<string>(COMPANY_IDS);

/**
 * What a short plan reads first, in this order, following the welcome lesson's advice for two weeks or less: the
 * general framework and how answers are graded, the guides of the target companies (where `COMPANY_GUIDES` stands),
 * the framework lesson of each question type, then the story-bank and mock-interview lessons the plan's tasks rest on.
 */
export const FIRST_READS = [
  "/dashboard/intro/framework",
  "/dashboard/intro/grading",
  "COMPANY_GUIDES",
  "/dashboard/estimation/answering",
  "/dashboard/analytical/metrics",
  "/dashboard/execution/root-cause",
  "/dashboard/product-design/answering",
  "/dashboard/product-strategy/answering",
  "/dashboard/behavioral/mastering",
  "/dashboard/behavioral/story-bank",
  "/dashboard/technical/tackling",
  "/dashboard/ai-product/designing",
  "/dashboard/intro/mock-interviews",
] as const;

/**
 * The lessons a plan covers, in course order: every lesson but the guides of companies the learner is not aiming
 * at (the hiring overview and the offers lesson stay, they serve everyone). `minutes` is each lesson's reading time;
 * `firstRead` places the lessons a short plan reads (the target guides in the order the learner's companies come).
 */
export function lessonsForPlan(lessons: readonly Lesson[], minutes: ReadonlyMap<string, number>, companies: readonly CompanyId[]): PlanLesson[] {
  const targets = new Set<string>(companies);
  const guideRank = FIRST_READS.indexOf("COMPANY_GUIDES");
  const firstRead = (path: string) => {
    const company = companies.findIndex((id) => companyGuidePath(id) === path);
    if (company !== -1) return guideRank + company / companies.length;
    const rank = (FIRST_READS as readonly string[]).indexOf(path);
    return rank === -1 ? undefined : rank;
  };
  return lessons
    .filter((lesson) => lesson.section !== "companies" || !guides.has(lesson.slug) || targets.has(lesson.slug))
    .map((lesson) => {
      const rank = firstRead(lesson.path);
      return { path: lesson.path, title: lesson.title, minutes: minutes.get(lesson.path) ?? 10, ...(rank === undefined ? {} : { firstRead: rank }) };
    });
}
