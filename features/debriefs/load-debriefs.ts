import "server-only";
import { approvedReport, type ApprovedReport, type ApprovedRow } from "@/lib/debriefs/approved-report";
import { reportedQuestions, type ReportedQuestion } from "@/lib/debriefs/bank-reports";
import type { Format, Level, Outcome, RoundType } from "@/lib/debriefs/debrief-kinds";
import { createReader } from "@/lib/supabase/server";

/** A report as its author reads it, with its status and an admin's reason. */
export type MyReport = ApprovedReport & { status: "pending" | "approved" | "rejected" | "withdrawn"; rejectReason: string | null; createdAt: string };

type OwnRow = ApprovedRow & { status: MyReport["status"]; reject_reason: string | null; created_at: string };

/** The member's own reports, newest first (Row Level Security gives only theirs; an admin reads all, so filter too). */
export async function loadMyReports(memberId: string): Promise<MyReport[] | null> {
  const supabase = await createReader();
  const { data, error } = await supabase
    .from("debriefs")
    .select("id, company_id, company_other, level, round_type, round_month, format, minutes, questions, outcome, tip, status, reject_reason, created_at")
    .eq("user_id", memberId)
    .neq("status", "withdrawn")
    .order("created_at", { ascending: false });
  if (error) return null;
  return (data as OwnRow[]).map((row) => ({ ...approvedReport(row), status: row.status, rejectReason: row.reject_reason, createdAt: row.created_at }));
}

export type ApprovedFilters = { company?: string; level?: Level; round?: RoundType; since?: string };

/** Approved reports, newest round first, without their authors (public.approved_debriefs); null when unreadable. */
export async function loadApproved(filters: ApprovedFilters = {}): Promise<ApprovedReport[] | null> {
  const supabase = await createReader();
  const { data, error } = await supabase.rpc("approved_debriefs", {
    company: filters.company ?? null,
    level: filters.level ?? null,
    round: filters.round ?? null,
    since: filters.since ? `${filters.since}-01` : null,
  });
  if (error) return null;
  return (data as ApprovedRow[]).map(approvedReport);
}

type BankRow = { bank_question_id: string; company_id: string | null; company_other: string | null; round_month: string };

/** Bank questions that approved reports were linked to, by question id; empty when unreadable (the bank still shows). */
export async function loadReportedQuestions(): Promise<Map<string, ReportedQuestion>> {
  const supabase = await createReader();
  const { data, error } = await supabase.rpc("debrief_bank_reports");
  if (error) return new Map();
  return reportedQuestions((data as BankRow[]).map((row) => ({ questionId: row.bank_question_id, company: row.company_id ?? row.company_other ?? "", month: row.round_month.slice(0, 7) })));
}

export type { Format, Outcome };
