"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { currentAdmin } from "@/lib/auth/admin";
import { MAX_IMPORT_BYTES, readEmailList, type Refusal } from "@/lib/members/email-list-file";
import { emailProblem, memberEmail } from "@/lib/members/member-email";
import { MemberListError, addMembers, removeMembers, type EmailResult } from "@/lib/members/member-list";
import { createClient } from "@/lib/supabase/server";

/** What the member forms show: a message, the refused emails or lines, and for an import the emails to confirm. */
export interface MemberFormState {
  ok?: true;
  message?: string;
  refusals?: Refusal[];
  /** An import read and checked, waiting for "Add N members". */
  pending?: string[];
}

const ADMINS_ONLY = "Only admins can change the membership list.";

const TOO_LARGE = "The file is larger than 500 kB: split it, or import it with npm run members.";
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function summary(results: EmailResult[]): string {
  const added = results.filter((row) => row.result === "added").map((row) => row.email);
  const already = results.filter((row) => row.result === "already a member").map((row) => row.email);
  return [added.length ? `Added ${plural(added.length, "member")}: ${added.join(", ")}.` : "", already.length ? `Already members: ${already.join(", ")}.` : ""]
    .filter(Boolean)
    .join(" ");
}

/** Adds through the admin's own session: the database checks again that the caller is an admin. */
async function add(emails: string[]): Promise<MemberFormState> {
  try {
    const results = await addMembers(await createClient(), emails);
    revalidatePath("/admin/members");
    return { ok: true, message: summary(results) };
  } catch (error) {
    return { message: error instanceof MemberListError && error.code === "42501" ? ADMINS_ONLY : "The list could not be changed. Please try again." };
  }
}

/** "Add members": one or more emails, separated by commas, spaces or lines; one bad email adds none. */
export async function addMembersAction(_previous: MemberFormState, formData: FormData): Promise<MemberFormState> {
  if (!(await currentAdmin())) return { message: ADMINS_ONLY };
  const text = formData.get("emails");
  const values = (typeof text === "string" ? text : "").split(/[\s,;]+/).filter(Boolean);
  if (!values.length) return { message: "Enter at least one email." };
  if (values.length > 1000) return { message: "At most 1,000 emails at once: import a CSV for more." };
  const refusals = values.flatMap((value, index) => {
    const reason = emailProblem(value);
    return reason ? [{ line: index + 1, value, reason }] : [];
  });
  if (refusals.length) return { message: "Nothing was added: fix the emails below.", refusals };
  return add([...new Set(values.map((value) => memberEmail.parse(value)))]);
}

const pendingEmails = z.array(memberEmail).min(1).max(10_000);

/**
 * "Import a CSV", in two steps through one form state. With a file ("Check file"): reads it and says what the import
 * would add, or which lines are bad, adding nothing yet. With the checked emails ("Add N members"): adds them all in one
 * transaction; they come back from the browser, so they are checked again.
 */
export async function importMembersAction(_previous: MemberFormState, formData: FormData): Promise<MemberFormState> {
  if (!(await currentAdmin())) return { message: ADMINS_ONLY };
  const file = formData.get("file");
  if (file === null) {
    let emails: unknown = null;
    try {
      emails = JSON.parse(String(formData.get("emails") ?? ""));
    } catch {
      // Not JSON: refused below like any other malformed list.
    }
    const parsed = pendingEmails.safeParse(emails);
    return parsed.success ? add(parsed.data) : { message: "The import could not be read: check the file again." };
  }
  if (!(file instanceof File) || file.size === 0) return { message: "Choose a CSV file." };
  if (file.size > MAX_IMPORT_BYTES) return { message: TOO_LARGE };
  const { emails, refusals } = readEmailList(await file.text());
  if (refusals.length) {
    return { message: `Nothing was added: ${plural(refusals.length, "bad row")}. Fix ${refusals.length === 1 ? "it" : "them"} and check the file again.`, refusals };
  }
  return { ok: true, pending: emails, message: `${plural(emails.length, "email")} read from ${file.name}. Add them?` };
}

/** "Yes, remove": takes one email off the list; the member loses access within a minute. */
export async function removeMemberAction(_previous: MemberFormState, formData: FormData): Promise<MemberFormState> {
  if (!(await currentAdmin())) return { message: ADMINS_ONLY };
  const email = memberEmail.safeParse(formData.get("email") ?? "");
  if (!email.success) return { message: "That is not an email on the list." };
  try {
    // No revalidation: the row stays, showing what was done, until the page is next loaded.
    const [result] = await removeMembers(await createClient(), [email.data]);
    return result?.result === "removed" ? { ok: true, message: `Removed ${email.data}. They lose access within a minute.` } : { message: `${email.data} is not on the list.` };
  } catch (error) {
    return { message: error instanceof MemberListError && error.code === "42501" ? ADMINS_ONLY : "The list could not be changed. Please try again." };
  }
}
