"use client";

import { useActionState, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { COMPETENCIES } from "@/lib/course/competencies";
import { saveStory, type SaveStoryState } from "./save-story";
import { STORY_STATUS_ID, storyElementId } from "./story-anchors";
import { draftOf, fillForm, readStoryDraft, writeStoryDraft } from "./story-draft";
import type { Story, StoryField } from "./story-schema";

const PARTS = [
  { field: "situation", label: "Situation", hint: "Where and when: the team, the product, what was at stake." },
  { field: "task", label: "Task", hint: "What you had to achieve, and by when." },
  { field: "action", label: "Action", hint: "What you did yourself: the decisions, the people you brought along." },
  { field: "result", label: "Result", hint: "What changed, with a number where there is one, and what you learnt." },
] as const;

/**
 * Adds a STAR story, or edits `story`; a refused form keeps every word typed. The new story's form also keeps its
 * draft on this device (per member) until the story is saved, and once it is, shows the story in the list and says so.
 */
export function StoryForm({ story, memberId }: { story?: Story; memberId?: string }) {
  const [state, action] = useActionState<SaveStoryState, FormData>(saveStory, {});
  const form = useRef<HTMLFormElement>(null);
  const drafting = !story && memberId ? memberId : null;

  useEffect(() => {
    const draft = drafting && readStoryDraft(drafting);
    // Only into an empty form: what was typed before the page's scripts ran is newer than the draft.
    if (draft && form.current && !draftOf(form.current)) fillForm(form.current, draft);
  }, [drafting]);
  useEffect(() => {
    if (!state.ok || !state.savedId) return;
    if (drafting) writeStoryDraft(drafting, null);
    const added = document.getElementById(storyElementId(state.savedId));
    added?.scrollIntoView({ block: "start" });
    added?.focus({ preventScroll: true });
  }, [state, drafting]);

  const prefix = story ? `story-${story.id}-` : "new-story-";
  const value = (field: StoryField) => state.values?.[field] ?? (story ? String(story[field]) : "");
  const chosen = new Set(state.values?.competencies !== undefined ? state.values.competencies.split(",") : (story?.competencies ?? []));
  const invalid = (field: StoryField) => (state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(prefix + field) } : {});
  // Only ever set after an action in the browser, so the page is there to look in.
  const statusBox = state.ok && state.savedId ? document.getElementById(STORY_STATUS_ID) : null;
  return (
    <form ref={form} action={action} noValidate onInput={() => drafting && form.current && writeStoryDraft(drafting, draftOf(form.current))} className="space-y-4">
      {statusBox ? createPortal(<FormMessage state={state} />, statusBox) : <FormMessage state={state} />}
      {story && <input type="hidden" name="id" value={story.id} />}
      <Field id={`${prefix}title`} label="Title" required error={state.errors?.title}>
        <input id={`${prefix}title`} name="title" required maxLength={120} defaultValue={value("title")} className={inputClass} {...invalid("title")} />
      </Field>
      {PARTS.map(({ field, label, hint }) => (
        <Field key={field} id={prefix + field} label={`${label}: ${hint}`} required error={state.errors?.[field]}>
          <textarea id={prefix + field} name={field} required rows={3} defaultValue={value(field)} className={inputClass} {...invalid(field)} />
        </Field>
      ))}
      <Field id={`${prefix}happened`} label="When it happened" error={state.errors?.happened}>
        <input id={`${prefix}happened`} name="happened" placeholder="e.g. March 2025" maxLength={60} defaultValue={value("happened")} className={inputClass} {...invalid("happened")} />
      </Field>
      <Field id={`${prefix}numbers`} label="The numbers in it" error={state.errors?.numbers}>
        <input id={`${prefix}numbers`} name="numbers" placeholder="e.g. late orders 19% to 4% in three weeks" maxLength={500} defaultValue={value("numbers")} className={inputClass} {...invalid("numbers")} />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">What it shows</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {COMPETENCIES.map((competency) => (
            <label key={competency.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="competencies" value={competency.id} defaultChecked={chosen.has(competency.id)} className="size-4 shrink-0 accent-violet-700" />
              {competency.label}
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton label={story ? "Save changes" : "Add story"} busyLabel="Saving..." />
    </form>
  );
}
