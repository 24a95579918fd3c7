import { storyCoverage } from "./story-gaps";
import type { Story } from "./story-schema";

/**
 * Stories against competencies, as a table: a mark where a story shows a competency, and each competency no story
 * shows named as a gap. A table reads well to screen readers as it is.
 */
export function StoryMatrix({ stories }: { stories: Story[] }) {
  const coverage = storyCoverage(stories);
  const gaps = coverage.filter((row) => row.stories.length === 0);
  return (
    <section aria-labelledby="story-matrix" className="space-y-3">
      <h2 id="story-matrix" className="text-xl font-semibold text-slate-900">
        Stories against competencies
      </h2>
      <p className="text-sm text-slate-700">
        {gaps.length === 0
          ? "Every competency has at least one story."
          : `${gaps.length === 1 ? "1 competency has" : `${gaps.length} competencies have`} no story yet: ${gaps.map((gap) => gap.label.toLowerCase()).join("; ")}.`}
      </p>
      <div className="overflow-x-auto">
        <table className="min-w-full border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className="border-b border-slate-300 p-2 text-left text-slate-900">
                Competency
              </th>
              {stories.map((story) => (
                <th key={story.id} scope="col" className="border-b border-slate-300 p-2 text-left font-medium text-slate-900">
                  {story.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {coverage.map((row) => (
              <tr key={row.id} className={row.stories.length === 0 ? "bg-amber-50" : undefined}>
                <th scope="row" className="border-b border-slate-200 p-2 text-left font-normal text-slate-800">
                  {row.label}
                  {row.stories.length === 0 && <strong className="ml-1 text-amber-900">(gap)</strong>}
                </th>
                {stories.map((story) => (
                  <td key={story.id} className="border-b border-slate-200 p-2 text-center text-slate-900">
                    {story.competencies.includes(row.id) ? (
                      <span>
                        <span aria-hidden="true">✓</span>
                        <span className="sr-only">shows it</span>
                      </span>
                    ) : (
                      <span className="sr-only">no</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
