"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fieldErrors, formValues, type ActionResult } from "@/lib/action-result";
import { requireMember } from "@/lib/auth/session";
import { createClient } from "@/lib/supabase/server";
import { storySchema, type StoryField } from "./story-schema";

const TEXT_FIELDS = ["title", "situation", "task", "action", "result", "happened", "numbers"] as const;
const storyId = z.uuid();
const NOTHING_CHANGED = "Nothing was changed: that story is not in your story bank. Reload the page to see your stories.";

/**
 * Adds a story, or changes one when the form carries its id (the member's own only: Row Level Security). A refused
 * form keeps everything typed; the database refuses a 51st story and says so. A new story's id comes back so the page
 * can show it.
 */
export type SaveStoryState = ActionResult<StoryField> & { savedId?: string };

export async function saveStory(_previous: SaveStoryState, formData: FormData): Promise<SaveStoryState> {
  const member = await requireMember();
  const typed = formValues(formData, TEXT_FIELDS);
  const competencies = formData.getAll("competencies").filter((value): value is string => typeof value === "string");
  const values = { ...typed, competencies: competencies.join(",") };
  const parsed = storySchema.safeParse({ ...typed, competencies });
  if (!parsed.success) {
    return { errors: fieldErrors(parsed.error), values, message: "The story was not saved: see the fields marked below." };
  }
  const rawId = formData.get("id");
  const id = rawId ? storyId.safeParse(rawId) : null;
  if (id && !id.success) return { message: "That story no longer exists.", values };
  const supabase = await createClient();
  const { data, error } = id
    ? await supabase.from("stories").update(parsed.data).eq("id", id.data).select("id").maybeSingle()
    : await supabase.from("stories").insert({ user_id: member.id, ...parsed.data }).select("id").single();
  if (error) {
    console.error("story not saved:", error.message);
    const message = error.code === "23514" && error.message.startsWith("A story bank") ? error.message : "The story could not be saved. Please try again.";
    return { message, values };
  }
  // An id that is not one of the member's stories (another member's, or one deleted in another tab) changes no row:
  // Row Level Security hides it, so the update finds nothing, and the member is told so rather than "saved".
  if (id && !data) return { message: NOTHING_CHANGED, values };
  revalidatePath("/stories");
  if (id) return { ok: true, message: "Story saved." };
  return { ok: true, message: `Story added: “${parsed.data.title}”.`, savedId: data?.id };
}

/** Deletes one of the member's stories. */
export async function deleteStory(formData: FormData): Promise<void> {
  await requireMember();
  const id = storyId.safeParse(formData.get("id"));
  if (!id.success) return;
  const supabase = await createClient();
  const { error } = await supabase.from("stories").delete().eq("id", id.data);
  if (error) console.error("story not deleted:", error.message);
  revalidatePath("/stories");
}
