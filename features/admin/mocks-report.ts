import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";

export interface MockCounts {
  on_board: number;
  paused: number;
  pending: number;
  accepted: number;
  declined: number;
  cancelled: number;
  held: number;
  feedback: number;
  no_shows: number;
  blocks: number;
  reports: number;
}

/** One side of a report: who they are and their record on the board. */
export interface ReportSide {
  email: string;
  name: string;
  board_name: string | null;
  held: number;
  no_shows: number;
  reported: number;
}

export interface MockReport {
  id: string;
  created_at: string;
  reason: string;
  reporter: ReportSide;
  reported: ReportSide & { id: string; taken_off: boolean };
  mocks_together: number;
}

/** A member an admin took off the board. */
export interface MockRemoval {
  user_id: string;
  email: string;
  name: string;
  removed_at: string;
}

type Row = Record<string, unknown>;
const side = (row: Row, prefix: "reporter" | "reported"): ReportSide => ({
  email: String(row[`${prefix}_email`]),
  name: String(row[`${prefix}_name`] ?? ""),
  board_name: (row[`${prefix}_board_name`] as string | null) ?? null,
  held: Number(row[`${prefix}_held`]),
  no_shows: Number(row[`${prefix}_no_shows`]),
  reported: Number(row[`${prefix}_reported`]),
});

/**
 * The board's counts, the reports, newest first, with both sides' details, and the members taken off the board (admin
 * functions, which check the caller).
 */
export async function mocksReport(client: SupabaseClient): Promise<{ counts: MockCounts; reports: MockReport[]; removals: MockRemoval[] }> {
  const [counts, reports, removals] = await Promise.all([client.rpc("admin_mock_counts").single<Row>(), client.rpc("admin_mock_reports"), client.rpc("admin_mock_removals")]);
  if (counts.error || reports.error || removals.error) throw new Error((counts.error ?? reports.error ?? removals.error)!.message);
  return {
    counts: Object.fromEntries(Object.entries(counts.data).map(([key, value]) => [key, Number(value)])) as unknown as MockCounts,
    reports: (reports.data as Row[]).map((row) => ({
      id: String(row.id),
      created_at: String(row.created_at),
      reason: String(row.reason),
      reporter: side(row, "reporter"),
      reported: { ...side(row, "reported"), id: String(row.reported_id), taken_off: row.reported_taken_off === true },
      mocks_together: Number(row.mocks_together),
    })),
    removals: (removals.data as Row[]).map((row) => ({ user_id: String(row.user_id), email: String(row.email), name: String(row.name ?? ""), removed_at: String(row.removed_at) })),
  };
}
