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
  late_cancels: number;
  reported: number;
}

export interface MockReport {
  id: string;
  created_at: string;
  reason: string;
  reporter: ReportSide;
  reported: ReportSide & { id: string; taken_off: boolean; paused_by_admin: boolean };
  mocks_together: number;
}

/** A board entry an admin paused: by whom (their email, or "operator") and when. */
export interface MockPaused {
  user_id: string;
  email: string;
  board_name: string;
  paused_by: string;
  paused_at: string | null;
}

/** One act of an admin on the board: on whom, what, by whom, when. */
export interface MockBoardAction {
  member_email: string;
  member_name: string;
  action: "pause" | "resume" | "take-off" | "let-back";
  actor: string;
  created_at: string;
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
  late_cancels: Number(row[`${prefix}_late_cancels`] ?? 0),
  reported: Number(row[`${prefix}_reported`]),
});

export interface MocksReport {
  counts: MockCounts;
  reports: MockReport[];
  paused: MockPaused[];
  removals: MockRemoval[];
  actions: MockBoardAction[];
}

/**
 * The board's counts, the reports, newest first, with both sides' details and records, the entries admins paused, the
 * members taken off the board, and who did each of those when (admin functions, which check the caller).
 */
export async function mocksReport(client: SupabaseClient): Promise<MocksReport> {
  const [counts, reports, paused, removals, actions] = await Promise.all([
    client.rpc("admin_mock_counts").single<Row>(),
    client.rpc("admin_mock_reports"),
    client.rpc("admin_mock_paused"),
    client.rpc("admin_mock_removals"),
    client.rpc("admin_mock_board_actions"),
  ]);
  const failed = counts.error ?? reports.error ?? paused.error ?? removals.error ?? actions.error;
  if (failed) throw new Error(failed.message);
  return {
    counts: Object.fromEntries(Object.entries(counts.data ?? {}).map(([key, value]) => [key, Number(value)])) as unknown as MockCounts,
    reports: (reports.data as Row[]).map((row) => ({
      id: String(row.id),
      created_at: String(row.created_at),
      reason: String(row.reason),
      reporter: side(row, "reporter"),
      reported: { ...side(row, "reported"), id: String(row.reported_id), taken_off: row.reported_taken_off === true, paused_by_admin: row.reported_paused_by_admin === true },
      mocks_together: Number(row.mocks_together),
    })),
    paused: (paused.data as Row[]).map((row) => ({
      user_id: String(row.user_id), email: String(row.email), board_name: String(row.board_name ?? ""), paused_by: String(row.paused_by ?? "operator"),
      paused_at: row.paused_at ? String(row.paused_at) : null,
    })),
    removals: (removals.data as Row[]).map((row) => ({ user_id: String(row.user_id), email: String(row.email), name: String(row.name ?? ""), removed_at: String(row.removed_at) })),
    actions: (actions.data as Row[]).map((row) => ({
      member_email: String(row.member_email), member_name: String(row.member_name ?? ""), action: row.action as MockBoardAction["action"], actor: String(row.actor), created_at: String(row.created_at),
    })),
  };
}
