"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { Field, errorId, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { COMPANIES } from "@/lib/course/companies";
import { QUESTION_TYPES } from "@/lib/practice/question-kinds";
import { saveBoardEntry } from "./board-entry-actions";
import type { EntryFromPlan } from "./entry-from-plan";
import type { OwnEntry } from "./load-mock-page";
import { EXPERIENCE_BANDS, SLOTS } from "./mock-options";
import type { BoardEntryField } from "./mock-schema";

const checkClass = "flex min-h-11 items-center gap-2 text-sm text-slate-800";

/**
 * Opt in to the board, or edit the entry; a refused form keeps everything typed. A new entry starts from the member's
 * plan (`fromPlan`): its companies, question types and interview date, for them to check.
 */
export function BoardEntryForm({ entry, defaultName, fromPlan = null }: { entry: OwnEntry | null; defaultName: string; fromPlan?: EntryFromPlan | null }) {
  const [state, action] = useActionState<ActionResult<BoardEntryField>, FormData>(saveBoardEntry, {});
  const value = (field: "display_name" | "interview_date" | "experience" | "video_link") =>
    state.values?.[field] ??
    (entry ? String(entry[field] ?? "") : field === "display_name" ? defaultName : field === "interview_date" ? (fromPlan?.interview_date ?? "") : "");
  const chosen = (field: "companies" | "slots" | "question_types") =>
    new Set<string>(state.values?.[field] !== undefined ? state.values[field].split(",") : (entry?.[field] ?? (field === "slots" ? [] : (fromPlan?.[field] ?? []))));
  const companies = chosen("companies");
  const slots = chosen("slots");
  const types = chosen("question_types");
  const showLinkedin = state.values ? state.values.show_linkedin === "on" : (entry?.show_linkedin ?? false);
  const invalid = (field: BoardEntryField) => (state.errors?.[field] ? { "aria-invalid": true, "aria-describedby": errorId(`entry-${field}`) } : {});
  return (
    <form action={action} noValidate className="space-y-4">
      <FormMessage state={state} />
      {!entry && fromPlan && (
        <p className="text-sm text-slate-700">Your target companies, interview date and question types are filled in from your plan: change them as you like.</p>
      )}
      <Field id="entry-display_name" label="Display name (what other members see)" required error={state.errors?.display_name}>
        <input id="entry-display_name" name="display_name" required maxLength={60} defaultValue={value("display_name")} className={inputClass} {...invalid("display_name")} />
      </Field>
      <Field id="entry-video_link" label="Your video link (a Google Meet or Zoom room, e.g. meet.google.com/abc-defg-hij): shown only to partners who accepted" required error={state.errors?.video_link}>
        <input id="entry-video_link" name="video_link" type="text" inputMode="url" autoComplete="url" required maxLength={300} placeholder="meet.google.com/abc-defg-hij" defaultValue={value("video_link")} className={inputClass} {...invalid("video_link")} />
      </Field>
      <Field id="entry-experience" label="Experience" required error={state.errors?.experience}>
        <select id="entry-experience" name="experience" defaultValue={value("experience") || "0-2"} className={inputClass} {...invalid("experience")}>
          {EXPERIENCE_BANDS.map((band) => (
            <option key={band.key} value={band.key}>
              {band.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="entry-interview_date" label="Interview date, if you have one" error={state.errors?.interview_date}>
        <input id="entry-interview_date" name="interview_date" type="date" defaultValue={value("interview_date")} className={inputClass} {...invalid("interview_date")} />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Target companies</legend>
        <div className="grid grid-cols-2 gap-x-2 sm:grid-cols-4">
          {COMPANIES.map((company) => (
            <label key={company.id} className={checkClass}>
              <input type="checkbox" name="companies" value={company.id} defaultChecked={companies.has(company.id)} className="size-4 shrink-0 accent-violet-700" />
              {company.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">When you can do a mock, every week until you change it (IST)</legend>
        <div className="grid grid-cols-2 gap-x-2 sm:grid-cols-3">
          {SLOTS.map((slot) => (
            <label key={slot.key} className={checkClass}>
              <input type="checkbox" name="slots" value={slot.key} defaultChecked={slots.has(slot.key)} className="size-4 shrink-0 accent-violet-700" />
              {slot.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Question types you practise (your mock questions are chosen from these; none means any)</legend>
        <div className="grid grid-cols-2 gap-x-2 sm:grid-cols-4">
          {QUESTION_TYPES.map((type) => (
            <label key={type.key} className={checkClass}>
              <input type="checkbox" name="question_types" value={type.key} defaultChecked={types.has(type.key)} className="size-4 shrink-0 accent-violet-700" />
              {type.label}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={checkClass}>
        <input type="checkbox" name="show_linkedin" defaultChecked={showLinkedin} className="size-4 shrink-0 accent-violet-700" />
        Show my LinkedIn profile on the board (your email and phone are never shown)
      </label>
      <SubmitButton label={entry ? "Save my entry" : "Join the board"} busyLabel="Saving..." className="sm:w-auto" />
    </form>
  );
}
