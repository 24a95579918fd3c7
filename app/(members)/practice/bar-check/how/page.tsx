import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { BAR_CHECK_PATH } from "@/features/bar-check/bar-check-paths";
import { requireMember } from "@/lib/auth/session";

export const metadata: Metadata = { title: "How Bar Check works" };

/** `/practice/bar-check/how`: the method, its limits and how to read a result, for members. */
export default async function HowBarCheckWorksPage() {
  await requireMember();
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-8 text-slate-800">
      <h1 className="text-3xl font-bold text-slate-900">How Bar Check works</h1>
      <p>
        People are far better at saying which of two answers is better than at scoring one answer alone. Each week, members
        answer one question, then judge pairs of anonymous answers to it: &quot;Which answer is more likely to get this
        candidate to the next round?&quot; Nobody sees a name, nobody judges their own answer, and pairs are drawn at random,
        the answers with the fewest judgements first.
      </p>
      <h2 className="text-xl font-semibold text-slate-900">The editors&apos; scale</h2>
      <p>
        Mixed in with members&apos; answers are the editors&apos; sample answers, each fixed at its mean editor score from 1 (Very
        Weak or Missing) to 5 (Very Strong). A Bradley–Terry model turns every judgement into places on one line, and the
        samples pin that line to the editors&apos; levels, so your place reads as a level, not a percentile.
      </p>
      <h2 className="text-xl font-semibold text-slate-900">Reading your result</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Your place, say 3.6, and a band where it likely lies (95%): a wide band means few or split judgements.</li>
        <li>The chance an editor would score your answer Strong or above.</li>
        <li>
          The round&apos;s reliability: 0.8 or more means the places would come out much the same with other judges; below
          0.5, treat them as rough. A split-half figure checks it by fitting two halves of the judges apart.
        </li>
        <li>You see a result once your answer has 10 judgements and you have judged 5 pairs.</li>
      </ul>
      <h2 className="text-xl font-semibold text-slate-900">Its limits</h2>
      <p>
        Places come from members&apos; judgements, and members are not editors: a round with few judges, or judges who disagree,
        gives wide bands and low reliability, and the page says so. Judges who often pick against the consensus, or against
        the editors on pairs of samples far apart, count for less. A place is about this answer to this question, not about
        you.
      </p>
      <p>
        <Link href={BAR_CHECK_PATH} className="text-violet-800 underline">Back to Bar Check</Link>
      </p>
    </main>
  );
}
