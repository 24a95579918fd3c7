import { rubricLevels } from "@/lib/course/rubric-schema";

const WIDTH = 320;
const PAD = 16;
const x = (place: number) => PAD + ((Math.min(5.4, Math.max(0.6, place)) - 0.6) / 4.8) * (WIDTH - 2 * PAD);
export const levelName = (place: number) => rubricLevels[Math.min(4, Math.max(0, Math.round(place) - 1))]!.label;
const one = (value: number) => value.toFixed(1);

/**
 * An answer's place on the editors' 1-5 scale, drawn on the server: the five levels, the anchors (editors' samples) as
 * ticks, the 95% band and the place. The table after it says the same for screen readers.
 */
export function PlaceChart({ place, low, high, anchors, caption }: { place: number; low: number; high: number; anchors: number[]; caption: string }) {
  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${WIDTH} 90`} role="img" aria-labelledby="place-chart-title" className="w-full max-w-xl text-slate-900">
        <title id="place-chart-title">{`${caption}: ${one(place)} on the editors' 1 to 5 scale (likely between ${one(low)} and ${one(high)})`}</title>
        <line x1={x(1)} x2={x(5)} y1={50} y2={50} stroke="currentColor" strokeWidth={1.5} />
        {[1, 2, 3, 4, 5].map((level) => (
          <g key={level}>
            <line x1={x(level)} x2={x(level)} y1={44} y2={56} stroke="currentColor" />
            <text x={x(level)} y={74} textAnchor="middle" fontSize={11} fill="currentColor">{level}</text>
          </g>
        ))}
        {anchors.map((value, index) => (
          <circle key={index} cx={x(value)} cy={50} r={3} fill="none" stroke="currentColor" strokeWidth={1} opacity={0.7} />
        ))}
        <rect x={x(low)} y={38} width={Math.max(2, x(high) - x(low))} height={24} rx={4} fill="currentColor" opacity={0.15} />
        <circle cx={x(place)} cy={50} r={7} className="fill-violet-700" />
        <text x={x(place)} y={26} textAnchor="middle" fontSize={12} fontWeight={600} fill="currentColor">{`Yours ${one(place)}`}</text>
      </svg>
      <figcaption className="text-sm text-slate-700">
        Rings: the editors&apos; sample answers at their scores. Shaded: where your answer likely lies (95%).
      </figcaption>
      {/* The wrapper hides it: a table itself grows to its content whatever width sr-only gives it, widening a phone's page. */}
      <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <tbody>
          <tr><th scope="row">Your place</th><td>{one(place)} ({levelName(place)})</td></tr>
          <tr><th scope="row">Likely between</th><td>{one(low)} and {one(high)}</td></tr>
          <tr><th scope="row">Editors&apos; samples at</th><td>{anchors.map(one).join(", ")}</td></tr>
        </tbody>
      </table>
      </div>
    </figure>
  );
}
