import type { Metadata } from "next";
import { z } from "zod";
import { Link } from "@/components/layout/link";
import { loadKitQuestion } from "@/features/mocks/kit/load-kit-question";
import { MdxBlocks } from "@/features/practice/mdx-blocks";
import { MockClock } from "@/features/mocks/kit/mock-clock";
import { RubricScorer } from "@/features/mocks/kit/rubric-scorer";
import { timeCues } from "@/features/mocks/kit/time-cues";
import { requireMember } from "@/lib/auth/session";
import { rubricLevels } from "@/lib/course/rubric-schema";
import { labelOf } from "@/lib/practice/question-kinds";

export const metadata: Metadata = { title: "Interviewer's kit" };

const headingClass = "text-xl font-semibold text-slate-900";

/**
 * `/practice/<id>/kit`: what the member playing interviewer needs for one question: the prompt, the probes and when to
 * ask them, time cues, what a strong answer covers and the rubric to score on. The clock, scores and notes are kept on
 * the device only, per board mock (`?mock=<id>`) or practice run, so a reload keeps them.
 */
export default async function KitPage({ params, searchParams }: PageProps<"/practice/[id]/kit">) {
  const member = await requireMember();
  const { id } = await params;
  const { question, skills } = await loadKitQuestion(id);
  const mock = z.uuid().safeParse((await searchParams).mock);
  const place = { memberId: member.id, mockId: mock.success ? mock.data : null, questionId: question.id };
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <div className="space-y-2">
        <p className="text-sm text-slate-600">
          Interviewer&apos;s kit · {labelOf(question.type)} · {question.minutes} minutes
        </p>
        <h1 className="text-3xl font-bold text-slate-900">{question.title}</h1>
        <p className="text-slate-700">
          You play the interviewer. Your partner opens the{" "}
          <Link href={`/practice/${question.id}/kit/candidate${place.mockId ? `?mock=${place.mockId}` : ""}`} className="text-violet-800 underline">
            candidate view
          </Link>
          , which shows the prompt and the clock only. The clock, scores and notes are kept on this device only, so a reload keeps them; nothing is sent from
          here.
          {place.mockId && (
            <>
              {" "}For your board mock, your scores and notes fill in your feedback on <Link href="/mocks" className="text-violet-800 underline">Mock interviews</Link>,
              to check and send after the time.
            </>
          )}
        </p>
      </div>
      <section aria-labelledby="prompt" className="space-y-2">
        <h2 id="prompt" className={headingClass}>The prompt (read it aloud)</h2>
        <div className="space-y-2 rounded-lg border-l-4 border-violet-700 bg-violet-50 p-4 text-slate-900">
          <MdxBlocks nodes={question.prompt} />
        </div>
      </section>
      <section aria-labelledby="clock" className="space-y-2">
        <h2 id="clock" className={headingClass}>Clock and time cues</h2>
        <MockClock minutes={question.minutes} cues={timeCues(question.minutes)} role="interviewer" place={place} />
      </section>
      <section aria-labelledby="probes" className="space-y-2">
        <h2 id="probes" className={headingClass}>Follow-up probes</h2>
        <ol className="space-y-3">
          {question.probes.map((probe, index) => (
            <li key={index} className="rounded-lg border border-slate-200 p-3">
              <p className="text-sm font-medium text-slate-600">{probe.when}</p>
              <div className="text-slate-900">
                <MdxBlocks nodes={probe.body} />
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="covers" className="space-y-2">
        <h2 id="covers" className={headingClass}>What a strong answer covers</h2>
        <div className="text-slate-800">
          <MdxBlocks nodes={question.covers} />
        </div>
      </section>
      <section aria-labelledby="score" className="space-y-2">
        <h2 id="score" className={headingClass}>Score the candidate</h2>
        <RubricScorer skills={skills} levels={rubricLevels.map(({ key, label }) => ({ key, label }))} place={place} />
      </section>
    </main>
  );
}
