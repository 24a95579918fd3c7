import "server-only";
import { secondsFromEnv, shortLivedStore } from "@/lib/short-lived-store";
import type { ProgressRow } from "./course-progress";

/**
 * A member's progress rows, kept briefly by this app server: every full page load shows the sidebar's ticks, and
 * asking the Data API each time would cost every lesson view a round trip. What the member records or resets through
 * this server drops the copy at once; another app server may show a change made here up to PROGRESS_CACHE_SECONDS
 * (30 by default, at most 60) late.
 */
export const progressCache = shortLivedStore<ProgressRow[]>("progress", () => secondsFromEnv("PROGRESS_CACHE_SECONDS", 30, 60));
