import type { Database } from "./site";
import type { Sample } from "./run-load";

// What the database kept of the feedback a load sent, against what the app acknowledged.

export interface StoredCheck {
  acknowledged: number;
  stored: number;
  lost: string[];
  duplicated: string[];
  /** Stored although not acknowledged (a failed or timed-out request whose insert went through): allowed. */
  unacknowledgedStored: number;
  /** Stored texts this run never sent: a bug. */
  unknown: string[];
}

/** Compares the acknowledged feedback with the rows in public.feedback whose text starts with the run's id. */
export async function checkFeedback(db: Database, runId: string, samples: Sample[]): Promise<StoredCheck> {
  const { rows } = await db.query<{ feedback_text: string; n: number }>(
    "select feedback_text, count(*)::int as n from public.feedback where starts_with(feedback_text, $1) group by feedback_text",
    [runId],
  );
  const stored = new Map(rows.map((row) => [row.feedback_text, row.n]));
  const sent = new Set(samples.filter((sample) => sample.text).map((sample) => sample.text!));
  const acknowledged = samples.filter((sample) => sample.kind === "feedback" && sample.ok).map((sample) => sample.text!);
  const acked = new Set(acknowledged);
  return {
    acknowledged: acknowledged.length,
    stored: rows.reduce((sum, row) => sum + row.n, 0),
    lost: acknowledged.filter((text) => !stored.has(text)),
    duplicated: [...stored].filter(([, n]) => n > 1).map(([text]) => text),
    unacknowledgedStored: [...stored.keys()].filter((text) => !acked.has(text) && sent.has(text)).length,
    unknown: [...stored.keys()].filter((text) => !sent.has(text)),
  };
}
