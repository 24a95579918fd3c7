import { WELCOME_PATH } from "@/lib/site-config";
import { courseNavigation } from "./navigation";
import type { Lesson } from "./types";

/**
 * Whether `next build` prepares the lesson's page once for every member: every lesson but the welcome one, which
 * starts with a returning learner's progress and so has a route of its own, rendered per request. The lesson route's
 * static params, the build's last step and the proxy's policy all ask this.
 */
export const isPreparedLesson = (lesson: Lesson) => lesson.path !== WELCOME_PATH;

/** The lessons `next build` prepares, in course order. */
export const preparedLessons = () => courseNavigation.lessons.filter(isPreparedLesson);
