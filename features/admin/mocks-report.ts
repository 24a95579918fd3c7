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
  reported: ReportSide;
  mocks_together: number;
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

/** The board's counts and the reports, newest first, with both sides' details (admin functions, which check the caller). */
export async function mocksReport(client: SupabaseClient): Promise<{ counts: MockCounts; reports: MockReport[] }> {
  const [counts, reports] = await Promise.all([client.rpc("admin_mock_counts").single<Row>(), client.rpc("admin_mock_reports")]);
  if (counts.error || reports.error) throw new Error((counts.error ?? reports.error)!.message);
  return {
    counts: Object.fromEntries(Object.entries(counts.data).map(([key, value]) => [key, Number(value)])) as unknown as MockCounts,
    reports: (reports.data as Row[]).map((row) => ({
      id: String(row.id),
      created_at: String(row.created_at),
      reason: String(row.reason),
      reporter: side(row, "reporter"),
      reported: side(row, "reported"),
      mocks_together: Number(row.mocks_together),
    })),
  };
}
