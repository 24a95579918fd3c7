import type { Metadata } from "next";
import { z } from "zod";
import { Link } from "@/components/layout/link";
import { loadKitQuestion } from "@/features/mocks/kit/load-kit-question";
import { MdxBlocks } from "@/features/practice/mdx-blocks";
import { MockClock } from "@/features/mocks/kit/mock-clock";
import { requireMember } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Candidate view" };

/** `/practice/<id>/kit/candidate`: the candidate's screen in a mock: the prompt and the clock, nothing that gives the answer away. */
export default async function CandidateViewPage({ params, searchParams }: PageProps<"/practice/[id]/kit/candidate">) {
  const member = await requireMember();
  const { id } = await params;
  const { question } = await loadKitQuestion(id);
  const mock = z.uuid().safeParse((await searchParams).mock);
  const place = { memberId: member.id, mockId: mock.success ? mock.data : null, questionId: question.id };
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <div className="space-y-2">
        <p className="text-sm text-slate-600">Candidate view · {question.minutes} minutes</p>
        <h1 className="text-3xl font-bold text-slate-900">{question.title}</h1>
      </div>
      <section aria-labelledby="prompt" className="space-y-2">
        <h2 id="prompt" className="text-xl font-semibold text-slate-900">The question</h2>
        <div className="space-y-2 rounded-lg border-l-4 border-violet-700 bg-violet-50 p-4 text-lg text-slate-900">
          <MdxBlocks nodes={question.prompt} />
        </div>
      </section>
      <section aria-labelledby="clock" className="space-y-2">
        <h2 id="clock" className="text-xl font-semibold text-slate-900">Clock</h2>
        <MockClock minutes={question.minutes} role="candidate" place={place} />
      </section>
      <p className="text-sm text-slate-700">
        Your interviewer has the <Link href={`/practice/${question.id}/kit`} className="text-violet-800 underline">interviewer&apos;s kit</Link>: don&apos;t open it before your turn.
      </p>
    </main>
  );
}
