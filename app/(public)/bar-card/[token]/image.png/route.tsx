import { ImageResponse } from "next/og";
import { loadCard } from "@/features/bar-check/load-card";
import { levelName } from "@/features/bar-check/place-chart";
import { loadQuestionBank } from "@/lib/practice/question-files";

/**
 * The card's Open Graph image (1200×630 PNG) for WhatsApp and LinkedIn: the question, the place and the scale. Drawn
 * by next/og with its bundled font, so it needs no network. 404 for a token that is not a published card; never cached, so
 * a revoked card's image goes with it.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const card = await loadCard(token);
  if (!card) return new Response("Not found", { status: 404 });
  const title = (await loadQuestionBank()).byId.get(card.questionId)?.title ?? "An interview answer";
  const left = (place: number) => `${((Math.min(5, Math.max(1, place)) - 1) / 4) * 100}%`;
  return new ImageResponse(
    (
      <div style={{ display: "flex", flexDirection: "column", width: "100%", height: "100%", padding: 64, background: "#faf7ff", color: "#1e1b4b", fontSize: 36 }}>
        <div style={{ display: "flex", fontSize: 28, color: "#6d28d9" }}>BAR CHECK</div>
        <div style={{ display: "flex", fontSize: 52, fontWeight: 700, marginTop: 16 }}>{title}</div>
        <div style={{ display: "flex", marginTop: 32 }}>{`${card.place.toFixed(1)} of 5 · ${levelName(card.place)} · ${card.judgements} judgements`}</div>
        <div style={{ display: "flex", position: "relative", marginTop: 64, height: 40, width: "100%" }}>
          <div style={{ display: "flex", position: "absolute", top: 18, left: 0, right: 0, height: 4, background: "#1e1b4b" }} />
          <div style={{ display: "flex", position: "absolute", top: 4, left: left(card.low), width: `${((Math.min(5, card.high) - Math.max(1, card.low)) / 4) * 100}%`, height: 32, background: "#ddd6fe", borderRadius: 8 }} />
          <div style={{ display: "flex", position: "absolute", top: 0, left: left(card.place), width: 40, height: 40, marginLeft: -20, borderRadius: 20, background: "#6d28d9" }} />
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", marginTop: 12, fontSize: 24 }}>
          <span>1 Very weak</span><span>3 Neutral</span><span>5 Very strong</span>
        </div>
      </div>
    ),
    { width: 1200, height: 630, headers: { "Cache-Control": "no-store" } },
  );
}
