import { MEMBER_STORAGE, memberStorageKey } from "@/lib/member-storage-names";

/** What the "Add a story" form keeps in the browser as it is typed: every field by name, the competencies ticked. */
export type StoryDraft = Record<string, string | string[]>;

// Per member: another member signing in on the same browser never sees it.
const key = (memberId: string) => memberStorageKey(MEMBER_STORAGE.storyDraft, memberId);

export function readStoryDraft(memberId: string): StoryDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key(memberId)) ?? "null") as unknown;
    return stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as StoryDraft) : null;
  } catch {
    // No storage (a private window that refuses it) or a damaged entry: the form starts empty.
    return null;
  }
}

export function writeStoryDraft(memberId: string, draft: StoryDraft | null): void {
  try {
    if (draft) localStorage.setItem(key(memberId), JSON.stringify(draft));
    else localStorage.removeItem(key(memberId));
  } catch {
    // Kept in the form for this visit only.
  }
}

// The story's own fields: the form also holds the hidden inputs React adds for its server action.
const FIELDS = new Set(["title", "situation", "task", "action", "result", "happened", "numbers", "competencies"]);

/** The form's fields as a draft; null when nothing has been typed or ticked. */
export function draftOf(form: HTMLFormElement): StoryDraft | null {
  const draft: StoryDraft = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || !FIELDS.has(name)) continue;
    if (name === "competencies") draft.competencies = [...((draft.competencies as string[] | undefined) ?? []), value];
    else if (value.trim()) draft[name] = value;
  }
  return Object.keys(draft).length > 0 ? draft : null;
}

/** Puts a draft back into an empty form, as if typed. */
export function fillForm(form: HTMLFormElement, draft: StoryDraft): void {
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !FIELDS.has(element.name)) continue;
    const value = draft[element.name];
    if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = Array.isArray(value) && value.includes(element.value);
    else if (typeof value === "string") element.value = value;
  }
}
