import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { courseNavigation } from "@/lib/course/navigation";

export interface LessonFeedback {
  path: string;
  /** The lesson's title, or its path when the lesson has left the course. */
  title: string;
  up: number;
  down: number;
  /** Ratings that were thumbs up, 0..1. */
  helpful: number;
  comments: number;
  lastAt: string;
}

export interface FeedbackComment {
  page_url: string;
  rating: "up" | "down";
  feedback_text: string;
  created_at: string;
}

export const FEEDBACK_SORTS = {
  worst: "Least helpful first",
  most: "Most ratings first",
  course: "Course order",
} as const;
export type FeedbackSort = keyof typeof FEEDBACK_SORTS;

export const feedbackSort = (value: unknown): FeedbackSort => (typeof value === "string" && value in FEEDBACK_SORTS ? (value as FeedbackSort) : "worst");

const courseOrder = new Map(courseNavigation.lessons.map((lesson, index) => [lesson.path, index]));

/**
 * Every lesson that has ratings, with its counts and the share that were helpful, sorted: "worst" puts the lowest
 * share first (more thumbs down first among equals), so the lessons to fix come first.
 */
export async function lessonFeedback(client: SupabaseClient, sort: FeedbackSort): Promise<LessonFeedback[]> {
  const { data, error } = await client.rpc("admin_feedback_by_lesson");
  if (error) throw new Error(error.message);
  const rows = (data as { page_url: string; up: number; down: number; comments: number; last_at: string }[]).map((row) => {
    const [up, down] = [Number(row.up), Number(row.down)];
    return {
      path: row.page_url,
      title: courseNavigation.findLessonByPath(row.page_url)?.title ?? row.page_url,
      up,
      down,
      helpful: up + down ? up / (up + down) : 0,
      comments: Number(row.comments),
      lastAt: row.last_at,
    };
  });
  const byCourse = (a: LessonFeedback, b: LessonFeedback) => (courseOrder.get(a.path) ?? Infinity) - (courseOrder.get(b.path) ?? Infinity) || a.path.localeCompare(b.path);
  const compare = {
    worst: (a: LessonFeedback, b: LessonFeedback) => a.helpful - b.helpful || b.down - a.down || byCourse(a, b),
    most: (a: LessonFeedback, b: LessonFeedback) => b.up + b.down - (a.up + a.down) || byCourse(a, b),
    course: byCourse,
  }[sort];
  return rows.sort(compare);
}

/** The written comments, newest first, of one lesson or of all. */
export async function feedbackComments(client: SupabaseClient, lesson = ""): Promise<FeedbackComment[]> {
  const { data, error } = await client.rpc("admin_feedback_comments", { lesson });
  if (error) throw new Error(error.message);
  return data as FeedbackComment[];
}

export const percent = (share: number) => `${Math.round(share * 100)}%`;
