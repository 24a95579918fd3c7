import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, indianDay } from "@/lib/indian-time";
import { countRows, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

type Member = Awaited<ReturnType<typeof newMember>>;

const story = (title: string) => ({
  title,
  situation: "Imagine our Pune dark stores missed the 10-minute promise on one in five orders.",
  task: "Bring late orders under 5% before Diwali.",
  action: "Moved the picking queue to aisle order and briefed the store leads.",
  result: "Late orders fell to 4% in three weeks.",
  competencies: ["impact", "influence"],
});

// What the plan and story bank pages rely on: the database refuses a plan date that is past or more than a year out
// and a 51st story, whatever client sends them; nobody reads or changes another member's plan or stories; both go
// with the account.
describe.each(databaseKinds())("plans and stories on %s", (kind) => {
  let backend: TestBackend;
  let member: Member;
  let other: Member;
  const today = indianDay(new Date());

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [member, other] = [await newMember(backend, "Plan One"), await newMember(backend, "Plan Two")];
  });
  afterAll(async () => {
    await backend?.close();
  });

  const setPlan = (who: Member, interviewDate: string, hours = 6) =>
    who.client.from("study_plans").upsert({ user_id: who.user.id, interview_date: interviewDate, companies: ["swiggy"], hours_per_week: hours });

  it("keeps one plan per member and refuses a date that is not after today or more than a year ahead", async () => {
    expect((await setPlan(member, addDays(today, 14))).error).toBeNull();
    expect((await setPlan(member, addDays(today, 21))).error).toBeNull();
    for (const date of [today, addDays(today, -1), addDays(today, 366)]) {
      const refused = await setPlan(member, date);
      expect(refused.error?.message).toBe("The interview date must be after today and at most a year ahead.");
      expect(refused.status).toBe(400);
    }
    expect((await setPlan(member, addDays(today, 10), 0)).error?.code).toBe("23514");
    const rows = await member.client.from("study_plans").select("interview_date, hours_per_week");
    expect(rows.data).toEqual([{ interview_date: addDays(today, 21), hours_per_week: 6 }]);
  });

  it("refuses a company that has no guide", async () => {
    const refused = await member.client.from("study_plans").update({ companies: ["swiggy", "acme"] }).eq("user_id", member.user.id);
    expect(refused.error?.code).toBe("23514");
  });

  it("shows a member neither another's plan nor their stories, and lets them change neither", async () => {
    expect((await other.client.from("stories").insert({ user_id: other.user.id, ...story("Other's story") })).error).toBeNull();
    expect((await member.client.from("study_plans").select("*").eq("user_id", other.user.id)).data).toEqual([]);
    expect((await member.client.from("stories").select("*").eq("user_id", other.user.id)).data).toEqual([]);
    const stolen = await member.client.from("stories").update({ title: "Mine now" }).eq("user_id", other.user.id).select("id");
    expect(stolen.data).toEqual([]);
    const planted = await member.client.from("stories").insert({ user_id: other.user.id, ...story("Planted") });
    expect(planted.error?.code).toBe("42501");
    expect((await other.client.from("stories").select("title")).data).toEqual([{ title: "Other's story" }]);
  });

  it("refuses an empty STAR field and a competency outside the list", async () => {
    expect((await member.client.from("stories").insert({ user_id: member.user.id, ...story("Blank"), result: "  " })).error?.code).toBe("23514");
    // Blank as the form's trim() sees it: tabs, newlines, no-break and other Unicode spaces, in every STAR field.
    for (const blank of ["\t\n\r", "\u00a0\u00a0", "\u2003\u3000\ufeff", "\u2028"]) {
      for (const field of ["title", "situation", "task", "action", "result"]) {
        const refused = await member.client.from("stories").insert({ user_id: member.user.id, ...story("Whitespace"), [field]: blank });
        expect(refused.error?.code, `${field} ${JSON.stringify(blank)}`).toBe("23514");
      }
    }
    const unknown = await member.client.from("stories").insert({ user_id: member.user.id, ...story("Odd"), competencies: ["charisma"] });
    expect(unknown.error?.code).toBe("23514");
  });

  it("holds at most 50 stories a member", async () => {
    const rows = Array.from({ length: 50 }, (_, index) => ({ user_id: member.user.id, ...story(`Story ${index + 1}`) }));
    expect((await member.client.from("stories").insert(rows)).error).toBeNull();
    const fiftyFirst = await member.client.from("stories").insert({ user_id: member.user.id, ...story("One too many") });
    expect(fiftyFirst.error?.message).toBe("A story bank holds at most 50 stories. Delete one before adding another.");
    expect(await countRows(backend, "select count(*) as n from public.stories where user_id = $1", [member.user.id])).toBe(50);
  });

  it("deletes a member's plan and stories with their account", async () => {
    // As an operator deleting the account in the Supabase dashboard does.
    await backend.db.transaction((tx) => tx.query("delete from auth.users where id = $1", [member.user.id]));
    expect(await countRows(backend, "select count(*) as n from public.study_plans where user_id = $1", [member.user.id])).toBe(0);
    expect(await countRows(backend, "select count(*) as n from public.stories where user_id = $1", [member.user.id])).toBe(0);
  });
});
