import { COMPANY_IDS, type CompanyId } from "@/lib/course/companies";
import type { Lesson } from "@/lib/course/types";
import type { PlanLesson } from "./plan-scheduler";

const guides = new Set<string>(COMPANY_IDS);

/**
 * The lessons a plan covers, in course order: every lesson but the guides of companies the learner is not aiming
 * at (the hiring overview and the offers lesson stay, they serve everyone). `minutes` is each lesson's reading time.
 */
export function lessonsForPlan(lessons: readonly Lesson[], minutes: ReadonlyMap<string, number>, companies: readonly CompanyId[]): PlanLesson[] {
  const targets = new Set<string>(companies);
  return lessons
    .filter((lesson) => lesson.section !== "companies" || !guides.has(lesson.slug) || targets.has(lesson.slug))
    .map((lesson) => ({ path: lesson.path, title: lesson.title, minutes: minutes.get(lesson.path) ?? 10 }));
}
