import { CALIBRATION_WINDOW, formatLevels, type SkillCalibration } from "./calibration";

const WIDTH = 120;
const HEIGHT = 32;
/** The largest gap a grade can have: 5 against 1. */
const MAX_GAP = 4;

/** The gap after each grading as a small line, 0 at the bottom: a falling line is a learner grading closer to editors. */
function Sparkline({ calibration }: { calibration: SkillCalibration }) {
  const points = calibration.points;
  const x = (index: number) => (points.length === 1 ? WIDTH / 2 : (index / (points.length - 1)) * (WIDTH - 4) + 2);
  const y = (gap: number) => HEIGHT - 2 - (gap / MAX_GAP) * (HEIGHT - 4);
  const line = points.map((point, index) => `${x(index).toFixed(1)},${y(point.meanAbsoluteGap).toFixed(1)}`).join(" ");
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-16 text-violet-700 sm:w-[120px]">
      <line x1="0" x2={WIDTH} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity="0.25" />
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      {points.length === 1 && <circle cx={x(0)} cy={y(points[0]!.meanAbsoluteGap)} r="2.5" fill="currentColor" />}
    </svg>
  );
}

const direction = (bias: number) => (bias > 0 ? `too high by ${formatLevels(bias)}` : bias < 0 ? `too low by ${formatLevels(-bias)}` : "neither high nor low");

/**
 * The learner's calibration per skill: a table (what screen readers read) whose last column draws the gap over time.
 * Drawn on the server: no script.
 */
export function CalibrationChart({ calibration, names }: { calibration: SkillCalibration[]; names: ReadonlyMap<string, string> }) {
  if (calibration.length === 0) {
    return <p className="text-slate-700">Grade a sample answer in the Grading Mirror to see how close your grades are to the editors’.</p>;
  }
  return (
    <div className="space-y-2">
      {/* Above the table rather than its caption: a caption is as wide as the table, which may scroll on a phone. */}
      <p id="calibration-explained" className="text-sm text-slate-700">
        For each skill, the running mean of the gap between your grade and the editors’: the mean over your last {CALIBRATION_WINDOW}{" "}
        gradings of it, worked out again after each one (0 is the same grade every time), and which way you lean. The line shows
        that running mean after each grading, oldest first.
      </p>
      {/* Focusable, so that a keyboard can scroll it should it ever be wider than the screen. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Your calibration, skill by skill">
        <table className="w-full text-left text-sm text-slate-800" aria-describedby="calibration-explained">
          <caption className="sr-only">Your calibration, skill by skill</caption>
          <thead>
            <tr className="border-b border-slate-300 align-bottom">
              <th scope="col" className="py-1 pr-2">Skill</th>
              <th scope="col" className="py-1 pr-2">Running mean gap, levels</th>
              <th scope="col" className="py-1 pr-2">You grade</th>
              <th scope="col" className="py-1">Running mean over time</th>
            </tr>
          </thead>
          <tbody>
            {calibration.map((item) => (
              <tr key={item.skill} className="border-b border-slate-200">
                {/* The count under the name rather than in a column of its own: five columns did not fit a 360 px phone. */}
                <th scope="row" className="py-1 pr-2 font-medium">
                  {names.get(item.skill) ?? item.skill}
                  <span className="block text-xs font-normal text-slate-700">{item.gradings === 1 ? "1 grading" : `${item.gradings} gradings`}</span>
                </th>
                <td className="py-1 pr-2">{formatLevels(item.meanAbsoluteGap)}</td>
                <td className="py-1 pr-2">{direction(item.bias)}</td>
                <td className="py-1">
                  <span className="sr-only">{item.points.map((point) => formatLevels(point.meanAbsoluteGap)).join(", ")}</span>
                  <Sparkline calibration={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
