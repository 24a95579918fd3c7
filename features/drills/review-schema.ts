import { z } from "zod";
import { DRILL_ID } from "@/lib/drills/drill-item";
import { MAX_REVIEWS_PER_REQUEST } from "./drill-queue-size";

const answerSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("estimate"), guess: z.string().max(60) }),
  z.strictObject({ kind: z.literal("define"), rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]) }),
  z.strictObject({ kind: z.literal("triage"), check: z.int().min(0).max(3) }),
  z.strictObject({ kind: z.literal("mock"), rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]) }),
]);

/** One answer as the browser queues it: its own id (so a retry is recorded once), the item, what was answered, when. */
export const drillReviewSchema = z.strictObject({
  type: z.literal("review"),
  id: z.uuid(),
  itemId: z.string().max(100).regex(DRILL_ID),
  answer: answerSchema,
  at: z.iso.datetime(),
  sessionId: z.uuid().nullable(),
});

/** A finished session, queued like an answer. */
export const drillSessionSchema = z.strictObject({
  type: z.literal("session"),
  id: z.uuid(),
  at: z.iso.datetime(),
  answers: z.int().min(0).max(500),
});

export const drillEventSchema = z.discriminatedUnion("type", [drillReviewSchema, drillSessionSchema]);
export const drillBatchSchema = z.array(z.unknown()).min(1).max(MAX_REVIEWS_PER_REQUEST);

export type DrillReview = z.infer<typeof drillReviewSchema>;
export type DrillSession = z.infer<typeof drillSessionSchema>;
export type DrillEvent = z.infer<typeof drillEventSchema>;
