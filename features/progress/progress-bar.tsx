/** "12 of 60 lessons completed", as text and as a bar that says the same to screen readers. */
export function ProgressBar({ done, total }: { done: number; total: number }) {
  const text = `${done} of ${total} lessons completed`;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div>
      <p className="text-sm text-slate-700">{text}</p>
      <div
        role="progressbar"
        aria-label="Course progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="mt-1 h-2 overflow-hidden rounded-full"
      >
        {/* Drawn in SVG: the CSP allows no style attributes, and a width attribute is not one. */}
        <svg aria-hidden="true" viewBox="0 0 100 2" preserveAspectRatio="none" className="block h-full w-full">
          <rect width="100" height="2" className="fill-slate-200" />
          <rect width={percent} height="2" className="fill-violet-700" />
        </svg>
      </div>
    </div>
  );
}
