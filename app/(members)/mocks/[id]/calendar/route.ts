import { PRIVATE_NO_STORE } from "@/lib/security/headers";
import { z } from "zod";
import { mockCalendarFile } from "@/features/mocks/calendar-file";
import { MOCK_MINUTES } from "@/features/mocks/mock-options";
import { requireMember } from "@/lib/auth/session";
import { siteUrl } from "@/lib/auth/site-url";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { createClient } from "@/lib/supabase/server";

/** `/mocks/<id>/calendar`: the .ics file of an agreed mock, for one of its two people only (Row Level Security). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  await requireMember();
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) return new Response("No such mock.", { status: 404 });
  const supabase = await createClient();
  const { data } = await supabase
    .rpc("my_mock_requests")
    .eq("id", id.data)
    .maybeSingle<{ other: string; other_name: string; proposed_at: string; question_id: string; second_question_id: string; i_interview_first: boolean; status: string }>();
  if (!data || (data.status !== "accepted" && data.status !== "held")) return new Response("No such mock.", { status: 404 });
  const link = (await supabase.rpc("mock_video_link", { member: data.other })).data as string | null;
  const bank = await loadQuestionBank();
  const title = (questionId: string) => bank.byId.get(questionId)?.title ?? questionId;
  // The kit of the question the member asks: the first half's if they interview first, the second half's otherwise.
  // Only that one is named: the member's own question as candidate stays unseen by them until the mock starts.
  const asking = data.i_interview_first ? data.question_id : data.second_question_id;
  const questions = `You ask (${data.i_interview_first ? "first" : "second"} half): ${title(asking)}\nYour own question is shown when the mock starts.`;
  const file = mockCalendarFile({
    id: id.data,
    start: new Date(data.proposed_at),
    minutes: MOCK_MINUTES,
    title: `Mock interview with ${data.other_name}`,
    description: `${questions}\nKit: ${siteUrl()}/practice/${asking}/kit?mock=${id.data}\nVideo link: ${link ?? "ask your partner"}`,
    location: link ?? "",
    now: new Date(),
  });
  return new Response(file, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="mock-interview-${id.data.slice(0, 8)}.ics"`, "Cache-Control": PRIVATE_NO_STORE },
  });
}
