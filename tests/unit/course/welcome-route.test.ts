import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { courseNavigation } from "@/lib/course/navigation";
import { WELCOME_PATH } from "@/lib/site-config";

const APP = path.resolve(import.meta.dirname, "../../../app");

describe("the welcome lesson's route", () => {
  it("is the folder of WELCOME_PATH, a lesson of the course, so the page rendered per request is the one members land on", () => {
    expect(courseNavigation.findLessonByPath(WELCOME_PATH)).toBeDefined();
    expect(fs.existsSync(path.join(APP, "(course)", `${WELCOME_PATH}/page.tsx`))).toBe(true);
  });

  it("is left out of the lessons prepared at build", async () => {
    const { generateStaticParams } = await import("@/app/(course)/dashboard/[section]/[lesson]/page");
    const paths = (await generateStaticParams()).map(({ section, lesson }) => `/dashboard/${section}/${lesson}`);
    expect(paths).not.toContain(WELCOME_PATH);
    expect(paths).toHaveLength(courseNavigation.lessons.length - 1);
  });
});
