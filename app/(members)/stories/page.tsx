import type { Metadata } from "next";
import { Link } from "@/components/layout/link";
import { COMPETENCIES } from "@/lib/course/competencies";
import { loadStories } from "@/features/stories/load-stories";
import { deleteStory } from "@/features/stories/save-story";
import { STORY_STATUS_ID, storyElementId } from "@/features/stories/story-anchors";
import { StoryForm } from "@/features/stories/story-form";
import { StoryMatrix } from "@/features/stories/story-matrix";
import { MAX_STORIES } from "@/features/stories/story-schema";
import { requireMember } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Story bank" };

const labels = new Map<string, string>(COMPETENCIES.map((competency) => [competency.id, competency.label]));

/** `/stories`: the member's private STAR stories, what each shows, and the competencies no story covers yet. */
export default async function StoriesPage() {
  const member = await requireMember();
  const stories = await loadStories(member.id);
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Story bank</h1>
        <p className="text-slate-700">
          Five to ten stories from the last two years, each told as situation, task, action and result, cover most behavioural
          questions. Only you can see them. The <Link href="/dashboard/behavioral/story-bank" className="text-violet-800 underline">story bank lesson</Link> says how to choose them.
        </p>
      </div>
      {stories.length > 0 && <StoryMatrix stories={stories} />}
      <section aria-labelledby="your-stories" className="space-y-3">
        <h2 id="your-stories" className="text-xl font-semibold text-slate-900">
          Your stories ({stories.length} of {MAX_STORIES})
        </h2>
        <div id={STORY_STATUS_ID} />
        {stories.length === 0 && <p className="text-slate-700">No stories yet. Add your first below.</p>}
        <ul className="space-y-3">
          {stories.map((story) => (
            <li key={story.id} id={storyElementId(story.id)} tabIndex={-1} className="scroll-mt-20 rounded-lg border border-slate-200 p-4 focus-visible:outline-2 focus-visible:outline-violet-700">
              <h3 className="font-semibold text-slate-900">{story.title}</h3>
              <p className="text-sm text-slate-600">
                {[story.happened, story.competencies.map((id) => labels.get(id)).join("; ")].filter(Boolean).join(" · ")}
              </p>
              <details className="mt-2">
                <summary className="cursor-pointer py-3 text-sm text-violet-800">Read or edit “{story.title}”</summary>
                <div className="mt-3 space-y-4">
                  <StoryForm story={story} />
                  <form action={deleteStory}>
                    <input type="hidden" name="id" value={story.id} />
                    <button type="submit" className="min-h-11 rounded-md border border-red-700 px-3 text-sm text-red-800 hover:bg-red-50">
                      Delete “{story.title}”
                    </button>
                  </form>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </section>
      {stories.length < MAX_STORIES && (
        <section aria-labelledby="add-story" className="space-y-3">
          <h2 id="add-story" className="text-xl font-semibold text-slate-900">
            Add a story
          </h2>
          <StoryForm memberId={member.id} />
        </section>
      )}
    </main>
  );
}
