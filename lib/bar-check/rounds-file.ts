import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { cachedContent } from "@/lib/course/cached-content";
import { defaultContentDir } from "@/lib/course/lesson-files";
import { roundsFileSchema, ROUNDS_FILE, type ScheduledRound } from "./rounds";

/** The editors' schedule (content/bar-check/rounds.json), read once per server process; none when there is no file. */
export const loadScheduledRounds = cachedContent(async (): Promise<ScheduledRound[]> => {
  const text = await readFile(path.join(defaultContentDir, ROUNDS_FILE), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return '{ "rounds": [] }';
    throw error;
  });
  return roundsFileSchema.parse(JSON.parse(text)).rounds;
});
