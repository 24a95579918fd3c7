import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/layout/link";
import { SoloEnd } from "@/features/solo-mocks/solo-end";
import { SoloPlayer } from "@/features/solo-mocks/solo-player";
import { loadSoloAttempts } from "@/features/solo-mocks/load-solo-mock";
import { startSoloMock } from "@/features/solo-mocks/solo-mock-actions";
import { START_PROBLEMS } from "@/features/solo-mocks/solo-limits";
import { requireMember } from "@/lib/auth/session";
import { loadMockLibrary } from "@/lib/mocks/mock-files";
import { labelOf } from "@/lib/practice/question-kinds";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ attempt?: string | string[]; problem?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const script = (await loadMockLibrary()).byId.get((await params).id);
  return { title: script ? `Solo mock: ${script.title}` : "Mock interview not found" };
}

const button =
  "flex min-h-11 w-full items-center justify-center rounded-md bg-violet-700 px-4 py-2.5 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:w-auto";

/**
 * `/practice/mock/<id>`: a solo mock interview. The member's open attempt plays at the node it waits for; without one,
 * their latest finished attempt's end page, or the start. `?attempt=<id>` opens a finished attempt's end page.
 */
export default async function SoloMockPage({ params, searchParams }: Props) {
  const member = await requireMember();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const script = (await loadMockLibrary()).byId.get(id);
  if (!script) notFound();
  const attempts = await loadSoloAttempts(member.id, script.id);
  const open = attempts.find((attempt) => !attempt.finished_at);
  const finished = attempts.filter((attempt) => attempt.finished_at);
  const requested = typeof query.attempt === "string" ? finished.find((attempt) => attempt.id === query.attempt) : undefined;
  const shown = requested ?? (open ? undefined : finished[0]);
  const problem = typeof query.problem === "string" ? (START_PROBLEMS[query.problem] ?? null) : null;

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <p className="text-sm text-slate-700">
          <Link href="/practice#practise-alone" className="text-violet-800 underline">
            Solo mocks
          </Link>{" "}
          · {labelOf(script.type)} · {script.companies.map(labelOf).join(", ")} · {labelOf(script.difficulty)} · {script.minutes} minutes
        </p>
        <h1 className="break-words text-3xl font-bold text-slate-900">{script.title}</h1>
      </header>
      {problem && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {problem}
        </p>
      )}
      {shown ? (
        <SoloEnd script={script} attempt={shown} attempts={finished} openAttempt={open?.id ?? null} />
      ) : open ? (
        <SoloPlayer memberId={member.id} script={script} attempt={open} />
      ) : (
        <section aria-labelledby="start" className="max-w-2xl space-y-3">
          <h2 id="start" className="text-xl font-semibold text-slate-900">
            How it works
          </h2>
          <p className="text-slate-700">
            The interviewer asks; you answer in your own words, as you would out loud. Only after each answer do you see what a good
            answer covers there, and tick what yours did. What you miss decides the interviewer&apos;s next question, as a real
            interviewer would push back. At the end you read your answers beside the editors&apos; and grade yourself.
          </p>
          <form action={startSoloMock}>
            <input type="hidden" name="scriptId" value={script.id} />
            <button type="submit" className={button}>
              Start the interview
            </button>
          </form>
        </section>
      )}
    </main>
  );
}
