import { Link } from "@/components/layout/link";
import { COMPETENCIES, type CompetencyId } from "@/lib/course/competencies";
import type { Story } from "@/features/stories/story-schema";

const label = (id: CompetencyId) => COMPETENCIES.find((competency) => competency.id === id)?.label ?? id;

/** The learner's stories that show what the question asks about, then the rest: the stories are the answer's material. */
export function storiesFor(stories: readonly Story[], competencies: readonly CompetencyId[]): { matching: Story[]; others: Story[] } {
  const matches = (story: Story) => story.competencies.some((competency) => competencies.includes(competency));
  return { matching: stories.filter(matches), others: stories.filter((story) => !matches(story)) };
}

/** Beside a behavioural question's answer box: which of the learner's stories fit it, from their story bank. */
export function MatchingStories({ stories, competencies }: { stories: readonly Story[]; competencies: readonly CompetencyId[] }) {
  const { matching, others } = storiesFor(stories, competencies);
  const asked = competencies.map(label).join("; ");
  return (
    <section aria-labelledby="your-stories" className="space-y-2 rounded-lg border border-slate-200 p-4 text-sm">
      <h3 id="your-stories" className="font-semibold text-slate-900">Your stories for this question</h3>
      {competencies.length > 0 && <p className="text-slate-700">It asks for: {asked}.</p>}
      {stories.length === 0 ? (
        <p className="text-slate-700">
          Your <Link href="/stories" className="text-violet-800 underline">story bank</Link> is empty: write a story there first, then
          answer with it.
        </p>
      ) : (
        <>
          {matching.length > 0 ? (
            <ul className="list-disc space-y-1 pl-6">
              {matching.map((story) => (
                <li key={story.id}>
                  <span className="font-medium text-slate-900">{story.title}</span>{" "}
                  <span className="text-slate-700">({story.competencies.map(label).join("; ")})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">None of your stories is marked with what this question asks for.</p>
          )}
          {others.length > 0 && (
            <p className="text-slate-700">
              Your other stories: {others.map((story) => story.title).join("; ")}.
            </p>
          )}
          <p>
            <Link href="/stories" className="text-violet-800 underline">Open your story bank</Link>
          </p>
        </>
      )}
    </section>
  );
}
