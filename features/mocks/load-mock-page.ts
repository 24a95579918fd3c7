import "server-only";
import { createClient } from "@/lib/supabase/server";
import type { QuestionType } from "@/lib/practice/question-kinds";
import type { ExperienceBand } from "./mock-options";

/** The member's own board entry, with their own video link. */
export interface OwnEntry {
  display_name: string;
  companies: string[];
  interview_date: string | null;
  experience: ExperienceBand;
  slots: string[];
  show_linkedin: boolean;
  paused: boolean;
  video_link: string;
}

/** Another member as the board shows them. */
export interface BoardMember {
  user_id: string;
  display_name: string;
  companies: string[];
  interview_date: string | null;
  experience: ExperienceBand;
  slots: string[];
  linkedin: string | null;
  held: number;
  no_shows: number;
}

/** A request the member is one of the two people of, from their side. */
export interface MockRequest {
  id: string;
  incoming: boolean;
  other: string;
  other_name: string;
  proposed_at: string;
  question_type: QuestionType;
  question_id: string;
  i_interview_first: boolean;
  status: "pending" | "accepted" | "declined" | "cancelled" | "held";
  acceptance_seen: boolean;
  feedback_given: boolean;
  no_show_reported: boolean;
  /** The partner's video link: only once accepted (the database returns it then only). */
  link: string | null;
}

/** Feedback the member received on one mock. */
export interface ReceivedFeedback {
  request_id: string;
  scores: Record<string, number>;
  comments: string;
}

export interface MockPage {
  entry: OwnEntry | null;
  board: BoardMember[];
  requests: MockRequest[];
  received: ReceivedFeedback[];
  blocked: { user_id: string; display_name: string }[];
}

const fail = (what: string, error: { message: string }) => new Error(`${what} could not be read: ${error.message}`);

/** Everything /mocks shows, read with the member's session (the database decides what they may see). */
export async function loadMockPage(memberId: string): Promise<MockPage> {
  const supabase = await createClient();
  const [entry, ownLink, board, requests, received, blocks] = await Promise.all([
    supabase.from("mock_profiles").select("display_name, companies, interview_date, experience, slots, show_linkedin, paused").eq("user_id", memberId).maybeSingle(),
    supabase.rpc("mock_video_link", { member: memberId }),
    supabase.rpc("mock_board"),
    supabase.rpc("my_mock_requests"),
    supabase.from("mock_feedback").select("request_id, scores, comments").eq("subject", memberId),
    supabase.from("mock_blocks").select("blocked").eq("blocker", memberId),
  ]);
  for (const [what, result] of [["board entry", entry], ["video link", ownLink], ["board", board], ["requests", requests], ["feedback", received], ["blocks", blocks]] as const) {
    if (result.error) throw fail(what, result.error);
  }
  const rows = requests.data as Omit<MockRequest, "link">[];
  const agreed = rows.filter((row) => row.status === "accepted" || row.status === "held");
  const links = new Map(
    await Promise.all(
      [...new Set(agreed.map((row) => row.other))].map(async (other) => [other, (await supabase.rpc("mock_video_link", { member: other })).data as string | null] as const),
    ),
  );
  const names = new Map(rows.map((row) => [row.other, row.other_name]));
  return {
    entry: entry.data ? ({ ...entry.data, video_link: (ownLink.data as string | null) ?? "" } as OwnEntry) : null,
    board: (board.data as BoardMember[]).map((row) => ({ ...row, held: Number(row.held), no_shows: Number(row.no_shows) })),
    requests: rows.map((row) => ({ ...row, link: row.status === "accepted" || row.status === "held" ? (links.get(row.other) ?? null) : null })),
    received: received.data as ReceivedFeedback[],
    blocked: (blocks.data as { blocked: string }[]).map((row) => ({ user_id: row.blocked, display_name: names.get(row.blocked) ?? "A member" })),
  };
}
