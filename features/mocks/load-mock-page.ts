import "server-only";
import { createReader } from "@/lib/supabase/server";
import type { QuestionType } from "@/lib/practice/question-kinds";
import type { ExperienceBand } from "./mock-options";

/** The member's own board entry, with their own video link. */
export interface OwnEntry {
  display_name: string;
  companies: string[];
  interview_date: string | null;
  experience: ExperienceBand;
  slots: string[];
  question_types: QuestionType[];
  show_linkedin: boolean;
  paused: boolean;
  /** Paused by the database after repeated no-shows; resuming clears it. */
  paused_for_no_shows: boolean;
  /** Paused by an admin (after reports, say): only an admin lifts it. */
  paused_by_admin: boolean;
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
  question_types: QuestionType[];
  linkedin: string | null;
  held: number;
  no_shows: number;
  late_cancels: number;
  /** Feedback its subject may read that rates them as interviewer, and how much of it says they followed the kit / asked probes. */
  rated_as_interviewer: number;
  kit_followed: number;
  probes_asked: number;
  /** The domain of their verified work or college email ("acme.com"), never the address; null when none. */
  work_email_domain: string | null;
}

/** A request the member is one of the two people of, from their side. */
export interface MockRequest {
  id: string;
  incoming: boolean;
  other: string;
  other_name: string;
  proposed_at: string;
  /** The first half's question; the first interviewer asks it. Null while a request sent without questions waits:
   * they are chosen when it is accepted. */
  question_type: QuestionType | null;
  question_id: string | null;
  /** The second half's question, when the two swap: the first's when only one was chosen. */
  second_question_type: QuestionType | null;
  second_question_id: string | null;
  i_interview_first: boolean;
  status: "pending" | "accepted" | "declined" | "cancelled" | "held";
  acceptance_seen: boolean;
  feedback_given: boolean;
  /** Whether the other person has sent their feedback (never what it says: the database keeps that blind). */
  other_feedback_given: boolean;
  no_show_reported: boolean;
  /** The partner's video link: only once accepted (the database returns it then only). */
  link: string | null;
}

/** An agreed (or held) mock: the database gives every one its two questions. */
export type AgreedRequest = MockRequest & { question_type: QuestionType; question_id: string; second_question_type: QuestionType; second_question_id: string };

/** Feedback the member received on one mock. */
export interface ReceivedFeedback {
  request_id: string;
  scores: Record<string, number>;
  comments: string;
  /** How the partner rated the member as interviewer; null when they did not say. */
  kit_followed: boolean | null;
  probes_asked: boolean | null;
}

export interface MockPage {
  entry: OwnEntry | null;
  board: BoardMember[];
  requests: MockRequest[];
  received: ReceivedFeedback[];
  blocked: { user_id: string; display_name: string }[];
  /** An admin took the member off the board: they cannot see it or join it again by themselves. */
  takenOff: boolean;
  /** The member's own work email: the domain verified, and the domain a link waits at. */
  workEmail: { verified: string | null; pending: string | null };
}

/** What `my_mock_page()` returns: the six reads of the page in one answer. */
interface MockPageRow {
  entry: Omit<OwnEntry, "video_link"> | null;
  video_link: string | null;
  board: BoardMember[];
  requests: Omit<MockRequest, "link">[];
  received: ReceivedFeedback[];
  blocked: string[];
  taken_off: boolean;
  work_email: { verified: string | null; pending: string | null } | null;
}

/**
 * Everything /mocks shows, read with the member's session (the database decides what they may see) in one call: the
 * board, requests, feedback and blocks come from `my_mock_page()`, then the video link of each agreed partner.
 */
export async function loadMockPage(): Promise<MockPage> {
  const supabase = await createReader();
  const { data, error } = await supabase.rpc("my_mock_page");
  if (error) throw new Error(`the mock interview page could not be read: ${error.message}`);
  const page = data as MockPageRow;
  const agreed = page.requests.filter((row) => row.status === "accepted" || row.status === "held");
  const links = new Map(
    await Promise.all(
      [...new Set(agreed.map((row) => row.other))].map(async (other) => [other, (await supabase.rpc("mock_video_link", { member: other })).data as string | null] as const),
    ),
  );
  const names = new Map(page.requests.map((row) => [row.other, row.other_name]));
  return {
    entry: page.entry ? { ...page.entry, video_link: page.video_link ?? "" } : null,
    board: page.board.map((row) => ({ ...row, held: Number(row.held), no_shows: Number(row.no_shows), late_cancels: Number(row.late_cancels ?? 0),
      rated_as_interviewer: Number(row.rated_as_interviewer ?? 0), kit_followed: Number(row.kit_followed ?? 0), probes_asked: Number(row.probes_asked ?? 0) })),
    requests: page.requests.map((row) => ({ ...row, link: row.status === "accepted" || row.status === "held" ? (links.get(row.other) ?? null) : null })),
    received: page.received,
    blocked: page.blocked.map((userId) => ({ user_id: userId, display_name: names.get(userId) ?? "A member" })),
    takenOff: page.taken_off === true,
    workEmail: { verified: page.work_email?.verified ?? null, pending: page.work_email?.pending ?? null },
  };
}
