import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cardImagePath } from "@/features/bar-check/bar-check-paths";
import { loadCard } from "@/features/bar-check/load-card";
import { levelName, PlaceChart } from "@/features/bar-check/place-chart";
import { siteUrl } from "@/lib/auth/site-url";
import { formatDate } from "@/lib/indian-time";
import { loadQuestionBank } from "@/lib/practice/question-files";

type Props = { params: Promise<{ token: string }> };

const describe = (place: number, judgements: number) => `Placed ${place.toFixed(1)} of 5 (${levelName(place)}) on the editors' scale by ${judgements} anonymous judgements.`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const card = await loadCard(token);
  if (!card) return { title: "Card not found", robots: { index: false } };
  const question = (await loadQuestionBank()).byId.get(card.questionId);
  const title = `Bar Check: ${question?.title ?? "an interview answer"}`;
  const description = describe(card.place, card.judgements);
  const image = new URL(cardImagePath(token), siteUrl()).toString();
  return {
    title,
    description,
    robots: { index: false },
    openGraph: { title, description, type: "article", images: [{ url: image, width: 1200, height: 630, alt: description }] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

/**
 * `/bar-card/<token>`: a member's published Bar card, open to anyone with the link: the question, the answer, its place
 * against the editors' levels, the judgements, the round's reliability and the date; a name only if the author added one.
 */
export default async function BarCardPage({ params }: Props) {
  const { token } = await params;
  const card = await loadCard(token);
  if (!card) notFound();
  const question = (await loadQuestionBank()).byId.get(card.questionId);
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <p className="text-sm font-medium uppercase tracking-wide text-violet-800">Bar Check</p>
      <h1 className="text-2xl font-bold text-slate-900">{question?.title ?? "An interview answer"}</h1>
      <p className="text-slate-900">
        {describe(card.place, card.judgements)} Likely between {card.low.toFixed(1)} and {card.high.toFixed(1)}.
      </p>
      <PlaceChart place={card.place} low={card.low} high={card.high} anchors={[1, 2, 3, 4, 5]} caption="This answer on the editors' 1 to 5 scale" />
      <p className="text-sm text-slate-700">
        Round reliability {card.reliability === null ? "not known" : card.reliability.toFixed(2)} · published {formatDate(card.publishedAt)}
        {card.name ? ` · by ${card.name}` : ""}
      </p>
      <section aria-labelledby="answer" className="space-y-2">
        <h2 id="answer" className="text-xl font-semibold text-slate-900">The answer</h2>
        <p className="whitespace-pre-wrap break-words rounded-md border border-slate-200 p-3 text-slate-800">{card.answer}</p>
      </section>
    </main>
  );
}
