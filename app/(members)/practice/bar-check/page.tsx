import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { withdrawEntry, revokeCard } from "@/features/bar-check/bar-check-actions";
import { BAR_CHECK_HOW_PATH, cardPath } from "@/features/bar-check/bar-check-paths";
import { CardForm } from "@/features/bar-check/card-form";
import { JudgeForm } from "@/features/bar-check/judge-form";
import { countMyJudgements, isOpen, JUDGE_BEFORE_RESULT, JUDGEMENTS_FOR_RESULT, loadMyEntries, loadRounds, shownRound, type MyEntry, type Round } from "@/features/bar-check/load-bar-check";
import { levelName, PlaceChart } from "@/features/bar-check/place-chart";
import { bestShown, loadRoundResults, resultOf } from "@/features/bar-check/round-results";
import { pairFor } from "@/features/bar-check/serve-pair";
import { ActionButton } from "@/features/mocks/action-button";
import { MdxBlocks } from "@/features/practice/mdx-blocks";
import { requireMember } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/indian-time";
import { questionPath } from "@/lib/practice/practice-paths";
import { loadQuestionBank } from "@/lib/practice/question-files";
import type { Question } from "@/lib/practice/question";
import { labelInSentence } from "@/lib/practice/question-kinds";

export const metadata: Metadata = { title: "Bar Check" };

const percent = (value: number) => `${Math.round(value * 100)}%`;
const box = "space-y-3 rounded-lg border border-slate-200 p-4";

/**
 * `/practice/bar-check`: this week's round. Judge pairs of anonymous answers to its question; read your own entry's
 * place on the editors' scale once it has enough judgements and you have judged enough pairs; publish a card.
 */
export default async function BarCheckPage() {
  const member = await requireMember();
  const [rounds, entries, bank] = await Promise.all([loadRounds(), loadMyEntries(), loadQuestionBank()]);
  const round = shownRound(rounds);
  const question = round ? bank.byId.get(round.questionId) : undefined;
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Bar Check</h1>
        <p className="text-slate-700">
          Judge anonymous answers in pairs, and see where your own answer stands on the editors&apos; five levels.{" "}
          <Link href={BAR_CHECK_HOW_PATH} className="text-violet-800 underline">How Bar Check works</Link>
        </p>
      </header>
      {!round || !question ? (
        <p className="text-slate-800">No Bar Check round is open now. The next one will be on this page.</p>
      ) : (
        <RoundView round={round} question={question} memberId={member.id} entry={entries.find((item) => item.roundId === round.id && !item.withdrawnAt)} rubric={bank.rubrics.get(question.type)?.skills ?? []} />
      )}
    </main>
  );
}

async function RoundView({ round, question, memberId, entry, rubric }: { round: Round; question: Question; memberId: string; entry?: MyEntry; rubric: { id: string; name: string; description: string }[] }) {
  const open = isOpen(round);
  const judged = await countMyJudgements(round.id);
  return (
    <>
      <section aria-labelledby="round" className={box}>
        <h2 id="round" className="text-xl font-semibold text-slate-900">{open ? "This week's question" : "Last round's question"}</h2>
        <p className="font-medium text-slate-900">{question.title}</p>
        <MdxBlocks nodes={question.prompt} />
        <p className="text-sm text-slate-700">
          {open ? `Open until ${formatDateTime(round.closesAt)}.` : `Closed on ${formatDateTime(round.closesAt)}.`}{" "}
          You have judged {judged} {judged === 1 ? "pair" : "pairs"} in this round.
        </p>
        {open && !entry && (
          <p className="text-sm text-slate-800">
            <Link href={questionPath(question.id)} className="text-violet-800 underline">Answer this question</Link>, submit and grade it, then enter it from its page.
          </p>
        )}
      </section>
      {entry && <EntryView round={round} entry={entry} judged={judged} open={open} />}
      {open && <JudgeView round={round} memberId={memberId} question={question} rubric={rubric} />}
      {!open && <AfterClose round={round} question={question} />}
    </>
  );
}

async function EntryView({ round, entry, judged, open }: { round: Round; entry: MyEntry; judged: number; open: boolean }) {
  const results = judged >= JUDGE_BEFORE_RESULT ? await loadRoundResults(round.id) : null;
  const result = results ? resultOf(results, entry.id, JUDGEMENTS_FOR_RESULT) : null;
  return (
    <section aria-labelledby="entry" className={box}>
      <h2 id="entry" className="text-xl font-semibold text-slate-900">Your entry</h2>
      <p className="whitespace-pre-wrap break-words text-slate-800">{entry.answer}</p>
      {judged < JUDGE_BEFORE_RESULT ? (
        <p className="font-medium text-slate-900">Judge {JUDGE_BEFORE_RESULT - judged} more {JUDGE_BEFORE_RESULT - judged === 1 ? "pair" : "pairs"} to see your result.</p>
      ) : !result ? (
        <p className="text-slate-800">Your result cannot be worked out right now. Please try again in a minute.</p>
      ) : !result.ready ? (
        <p className="font-medium text-slate-900">Not enough judgements yet: {result.judgements} of {JUDGEMENTS_FOR_RESULT}.</p>
      ) : (
        <div className="space-y-3">
          <p className="text-slate-900">
            Your answer sits at <strong>{result.place.toFixed(1)}</strong> on the editors&apos; scale ({levelName(result.place)}), likely between{" "}
            {result.low.toFixed(1)} and {result.high.toFixed(1)}. The chance an editor would score it Strong or above: {percent(result.strongOrAbove)}.
          </p>
          <PlaceChart place={result.place} low={result.low} high={result.high} anchors={result.anchors} caption="Your answer against the editors' samples" />
          <p className="text-sm text-slate-700">
            From {result.judgements} judgements. The round&apos;s reliability: {result.reliability === null ? "not known yet" : result.reliability.toFixed(2)}
            {result.splitHalf === null ? "" : ` (split-half ${result.splitHalf.toFixed(2)})`}; 0.8 or more means places you can trust.
          </p>
          {result.reasons.length > 0 && (
            <div>
              <h3 className="font-semibold text-slate-900">What judges wrote</h3>
              <ul className="list-disc pl-6 text-slate-800">
                {result.reasons.map((reason, index) => (
                  <li key={index}>{reason.chosen ? "Chose yours: " : "Chose the other: "}{reason.text}</li>
                ))}
              </ul>
            </div>
          )}
          <div id="card" className="space-y-2 border-t border-slate-200 pt-3">
            <h3 className="font-semibold text-slate-900">Your Bar card</h3>
            {entry.cardToken ? (
              <>
                <p className="text-sm text-slate-800">
                  Anyone with this link sees your answer and its place, nothing else:{" "}
                  <Link href={cardPath(entry.cardToken)} className="break-all text-violet-800 underline">{cardPath(entry.cardToken)}</Link>
                </p>
                <ActionButton action={revokeCard} fields={{ entry: entry.id }} label="Take my card down" tone="danger" />
              </>
            ) : (
              <CardForm entry={entry.id} />
            )}
          </div>
        </div>
      )}
      {open && <ActionButton action={withdrawEntry} fields={{ round: round.id }} label="Withdraw my entry" />}
    </section>
  );
}

async function JudgeView({ round, memberId, question, rubric }: { round: Round; memberId: string; question: Question; rubric: { id: string; name: string; description: string }[] }) {
  const outcome = await pairFor(memberId, round.id);
  return (
    <section id="judge" aria-labelledby="judge-heading" className="space-y-4">
      <h2 id="judge-heading" className="text-xl font-semibold text-slate-900">Judge a pair</h2>
      {"message" in outcome ? (
        <p className="text-slate-800">{outcome.message}</p>
      ) : (
        <>
          <details className="rounded-md border border-slate-200 p-3">
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-violet-800">Show the {labelInSentence(question.type)} rubric</summary>
            <ul className="list-disc space-y-1 pl-6 text-sm text-slate-800">
              {rubric.map((skill) => (
                <li key={skill.id}><strong>{skill.name}</strong>: {skill.description}</li>
              ))}
            </ul>
          </details>
          <div className="grid gap-4 md:grid-cols-2">
            {[outcome.pair.left, outcome.pair.right].map((text, index) => (
              <article key={index} aria-labelledby={`answer-${index}`} className="space-y-2 rounded-lg border border-slate-300 p-4">
                <h3 id={`answer-${index}`} className="font-semibold text-slate-900">Answer {index === 0 ? "A" : "B"}</h3>
                <p className="whitespace-pre-wrap break-words text-slate-800">{text}</p>
              </article>
            ))}
          </div>
          <JudgeForm pair={outcome.pair.id} />
        </>
      )}
    </section>
  );
}

async function AfterClose({ round, question }: { round: Round; question: Question }) {
  const results = await loadRoundResults(round.id);
  const best = results ? bestShown(results) : [];
  const strong = question.samples.find((sample) => sample.level === "strong" || sample.level === "veryStrong");
  return (
    <section aria-labelledby="best" className={box}>
      <h2 id="best" className="text-xl font-semibold text-slate-900">The round&apos;s best answers</h2>
      {best.length === 0 ? <p className="text-slate-800">No member allowed their answer to be shown.</p> : best.map((item, index) => (
        <article key={index} className="space-y-1">
          <h3 className="font-semibold text-slate-900">A member&apos;s answer, at {item.place.toFixed(1)}</h3>
          <p className="whitespace-pre-wrap break-words text-slate-800">{item.answer}</p>
        </article>
      ))}
      {strong && (
        <article className="space-y-1">
          <h3 className="font-semibold text-slate-900">The editors&apos; strong sample</h3>
          <MdxBlocks nodes={strong.body} />
        </article>
      )}
    </section>
  );
}
