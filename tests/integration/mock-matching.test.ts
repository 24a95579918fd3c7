import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

type Member = Awaited<ReturnType<typeof newMember>>;

/** The next Saturday at least `weeks` weeks and a day ahead, at `hour`:00 IST. */
const saturdayAt = (hour: number, weeks = 0) => {
  const day = new Date(Date.now() + 86_400_000 + 330 * 60_000 + weeks * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, 0) - 330 * 60_000).toISOString();
};
const OPTIONS = [
  { type: "estimation", id: "est-one" },
  { type: "behavioral", id: "beh-one" },
  { type: "estimation", id: "est-two" },
  { type: "behavioral", id: "beh-two" },
  { type: "product-design", id: "design-one" },
];
/** A bank large enough that no one runs out. */
const MANY = ["estimation", "behavioral", "product-design"].flatMap((type) => Array.from({ length: 12 }, (_, n) => ({ type, id: `${type}-${n}` })));

// Matching's rules as the database holds them, whatever client sends the request: a time both have free, a booked
// time refused, questions chosen at acceptance from each candidate's types and never one they met, and of two
// acceptances of the same time at once, exactly one.
describe.each(databaseKinds())("mock matching and booking on %s", (kind) => {
  let backend: TestBackend;
  let asha: Member;
  let ravi: Member;
  let chitra: Member;
  let dev: Member;

  const join = (member: Member, name: string, slots: string[], types: string[]) =>
    member.client.from("mock_profiles").insert({
      user_id: member.user.id, display_name: name, experience: "0-2", slots, question_types: types, video_link: `https://meet.example.com/${name.toLowerCase()}`,
    });
  const ask = (from: Member, to: Member, at: string) =>
    from.client.from("mock_requests").insert({ requester: from.user.id, partner: to.user.id, proposed_at: at, first_interviewer: from.user.id }).select("id").single();
  const accept = (member: Member, id: string, options = OPTIONS) => member.client.rpc("accept_mock_request", { request: id, options });

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [asha, ravi, chitra, dev] = [await newMember(backend, "Asha Match"), await newMember(backend, "Ravi Match"), await newMember(backend, "Chitra Match"), await newMember(backend, "Dev Match")];
    expect((await join(asha, "Asha", ["sat-morning", "sun-evening"], ["estimation"])).error).toBeNull();
    expect((await join(ravi, "Ravi", ["sat-morning"], ["behavioral"])).error).toBeNull();
    expect((await join(chitra, "Chitra", ["sat-morning"], [])).error).toBeNull();
    expect((await join(dev, "Dev", ["sat-morning"], ["estimation"])).error).toBeNull();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it("refuses a time outside the requester's own free times, and one outside the partner's", async () => {
    const sunday = new Date(Date.parse(saturdayAt(19)) + 86_400_000).toISOString();
    expect((await ask(ravi, asha, sunday)).error?.message).toBe("That time is outside the free times on your own board entry. Choose a time you both have free (IST).");
    expect((await ask(asha, ravi, sunday)).error?.message).toBe("That time is outside the free times on this member's board entry. Choose a time in one of them (IST).");
  });

  it("chooses each half's question at acceptance from its candidate's types, never one they met", async () => {
    const sent = await ask(asha, ravi, saturdayAt(9));
    expect(sent.error).toBeNull();
    const id = sent.data!.id as string;
    // The Data API's plain update cannot accept a request without questions.
    const direct = await ravi.client.from("mock_requests").update({ status: "accepted" }).eq("id", id);
    expect(direct.error?.message).toBe("Accept this request on the mock interviews page, which chooses your two questions.");
    // Only the partner accepts.
    expect((await asha.client.rpc("accept_mock_request", { request: id, options: OPTIONS })).error?.message).toBe("That request no longer exists.");
    expect((await accept(ravi, id)).error).toBeNull();
    const { data } = await asha.client.from("mock_requests").select("status, question_type, question_id, second_question_type, second_question_id").eq("id", id).single();
    // Asha interviews first, so Ravi answers the first half (behavioural) and Asha the second (estimation).
    expect(data).toEqual({ status: "accepted", question_type: "behavioral", question_id: "beh-one", second_question_type: "estimation", second_question_id: "est-one" });

    // Their next mock: both questions they met are left out, for each of them.
    const next = (await ask(ravi, asha, saturdayAt(10))).data!.id as string;
    expect((await accept(asha, next)).error).toBeNull();
    const { data: second } = await ravi.client.from("mock_requests").select("question_id, second_question_id").eq("id", next).single();
    // Ravi interviews first now: Asha answers the first half (estimation, not est-one), Ravi the second (behavioural, not beh-one).
    expect(second).toEqual({ question_id: "est-two", second_question_id: "beh-two" });

    // Nothing left for Ravi of his type: the acceptance is refused and the request stays open.
    const third = (await ask(asha, ravi, saturdayAt(11))).data!.id as string;
    expect((await accept(ravi, third)).error?.message).toBe(
      "No question is left of the types you practise that one of you has not already answered or seen. Add a question type to your board entry, or ask your partner to.",
    );
    expect((await ravi.client.from("mock_requests").select("status, question_id").eq("id", third).single()).data).toEqual({ status: "pending", question_id: null });
    expect((await asha.client.from("mock_requests").update({ status: "cancelled" }).eq("id", third)).error).toBeNull();
  });

  it("refuses a request for a time either already has booked", async () => {
    // Asha and Ravi have Saturday 9:00 booked.
    expect((await ask(chitra, ravi, saturdayAt(9))).error?.message).toBe("One of you already has a mock booked at that time. Choose another time.");
    expect((await ask(ravi, chitra, saturdayAt(9))).error?.message).toBe("One of you already has a mock booked at that time. Choose another time.");
  });

  it("of two acceptances of the same time at once, exactly one books it; cancelling frees it", async () => {
    const at = saturdayAt(11, 1);
    // Chitra and Dev both ask Ravi for the same hour; Ravi accepts both at the same moment.
    const fromChitra = (await ask(chitra, ravi, at)).data!.id as string;
    const fromDev = (await ask(dev, ravi, at)).data!.id as string;
    const both = await Promise.all([accept(ravi, fromChitra, MANY), accept(ravi, fromDev, MANY)]);
    const refused = both.filter((result) => result.error);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.error!.message).toBe("That time is already booked: one of you has another mock then. Ask for another time.");
    expect(await countRows(backend, "select count(*) as n from public.mock_requests where id = any($1) and status = 'accepted'", [[fromChitra, fromDev]])).toBe(1);
    expect(await countRows(backend, "select count(*) as n from public.mock_bookings where user_id = $1 and hour_start = $2", [ravi.user.id, at])).toBe(1);

    // Asha asks Chitra and Dev for one hour; both accept at once: Asha is booked once.
    const at2 = saturdayAt(9, 2);
    const toChitra = (await ask(asha, chitra, at2)).data!.id as string;
    const toDev = (await ask(asha, dev, at2)).data!.id as string;
    const race = await Promise.all([accept(chitra, toChitra, MANY), accept(dev, toDev, MANY)]);
    expect(race.filter((result) => result.error)).toHaveLength(1);
    expect(await countRows(backend, "select count(*) as n from public.mock_bookings where user_id = $1 and hour_start = $2", [asha.user.id, at2])).toBe(1);

    // The winner cancels: the hour is free again, and the other request can be accepted.
    const winner = race[0]!.error ? { id: toDev, by: dev } : { id: toChitra, by: chitra };
    const loser = race[0]!.error ? { id: toChitra, by: chitra } : { id: toDev, by: dev };
    expect((await winner.by.client.from("mock_requests").update({ status: "cancelled" }).eq("id", winner.id)).error).toBeNull();
    expect(await countRows(backend, "select count(*) as n from public.mock_bookings where request_id = $1", [winner.id])).toBe(0);
    expect((await accept(loser.by, loser.id, MANY)).error).toBeNull();
  });

  it("members cannot read or write the bookings", async () => {
    expect((await asha.client.from("mock_bookings").select("user_id")).error?.code).toBe("42501");
    expect((await asha.client.from("mock_bookings").insert({ user_id: asha.user.id, hour_start: saturdayAt(12, 3), request_id: crypto.randomUUID() })).error?.code).toBe("42501");
  });

  it("pauses an entry after two no-shows in 30 days, with the reason, until its member resumes it", async () => {
    const past = async (from: Member, to: Member, hour: number) => {
      const id = (await ask(from, to, saturdayAt(hour, 3))).data!.id as string;
      expect((await accept(to, id, MANY)).error).toBeNull();
      await backend.db.transaction((tx) => tx.query("update public.mock_requests set proposed_at = now() - interval '1 hour' where id = $1", [id]));
      return id;
    };
    const entry = async () => (await dev.client.from("mock_profiles").select("paused, paused_for_no_shows").eq("user_id", dev.user.id).single()).data;
    const first = await past(asha, dev, 9);
    expect((await asha.client.from("mock_no_shows").insert({ request_id: first, reporter: asha.user.id, absent: dev.user.id })).error).toBeNull();
    expect(await entry()).toEqual({ paused: false, paused_for_no_shows: false });
    const second = await past(chitra, dev, 10);
    expect((await chitra.client.from("mock_no_shows").insert({ request_id: second, reporter: chitra.user.id, absent: dev.user.id })).error).toBeNull();
    expect(await entry()).toEqual({ paused: true, paused_for_no_shows: true });
    expect((await ask(asha, dev, saturdayAt(11, 3))).error?.message).toBe("This member has paused their board entry and is not taking requests.");
    // The flag is the database's: a member can neither set nor clear it, only resume.
    expect((await dev.client.from("mock_profiles").update({ paused_for_no_shows: false }).eq("user_id", dev.user.id)).error?.code).toBe("42501");
    expect((await dev.client.from("mock_profiles").update({ paused: false }).eq("user_id", dev.user.id)).error).toBeNull();
    expect(await entry()).toEqual({ paused: false, paused_for_no_shows: false });
  });

  it("takes a rating of the partner as interviewer, counted on their record only once its subject may read it", async () => {
    const id = (await ask(chitra, asha, saturdayAt(11, 4))).data!.id as string;
    expect((await accept(asha, id, MANY)).error).toBeNull();
    await backend.db.transaction((tx) => tx.query("update public.mock_requests set proposed_at = now() - interval '1 hour' where id = $1", [id]));
    const record = async () => {
      const row = ((await ravi.client.rpc("mock_board")).data as { user_id: string; rated_as_interviewer: number; kit_followed: number; probes_asked: number }[]).find((entry) => entry.user_id === asha.user.id)!;
      return [row.rated_as_interviewer, row.kit_followed, row.probes_asked];
    };
    expect((await chitra.client.from("mock_feedback").insert({ request_id: id, author: chitra.user.id, subject: asha.user.id, scores: { "problem-framing": 4 }, kit_followed: true, probes_asked: false })).error).toBeNull();
    // Blind: Asha has not sent hers, so neither she nor anyone's view of her record shows it yet.
    expect(await record()).toEqual([0, 0, 0]);
    expect((await asha.client.from("mock_feedback").select("kit_followed").eq("request_id", id).eq("subject", asha.user.id)).data).toEqual([]);
    expect((await asha.client.from("mock_feedback").insert({ request_id: id, author: asha.user.id, subject: chitra.user.id, scores: { "problem-framing": 3 } })).error).toBeNull();
    expect(await record()).toEqual([1, 1, 0]);
    expect((await asha.client.from("mock_feedback").select("kit_followed, probes_asked").eq("request_id", id).eq("subject", asha.user.id)).data).toEqual([{ kit_followed: true, probes_asked: false }]);
  });

  it("takes ten acceptances a day from one member, then refuses the eleventh with the reason, however it is sent", async () => {
    const [esha, farhan] = [await newMember(backend, "Esha Limit"), await newMember(backend, "Farhan Limit")];
    expect((await join(esha, "Esha", [], [])).error).toBeNull();
    expect((await join(farhan, "Farhan", [], [])).error).toBeNull();
    // Free at any time: one request an hour apart from 9:00 IST five weeks ahead, each accepted as it comes.
    const hourAt = (n: number) => new Date(Date.parse(saturdayAt(9, 5)) + n * 3_600_000).toISOString();
    for (let n = 0; n < 10; n++) {
      const id = (await ask(esha, farhan, hourAt(n))).data!.id as string;
      expect((await accept(farhan, id, MANY)).error, `acceptance ${n + 1}`).toBeNull();
    }
    const eleventh = (await ask(esha, farhan, hourAt(10))).data!.id as string;
    const refusal = "You have accepted 10 mocks in the last 24 hours, the most allowed. Accept more tomorrow.";
    expect((await accept(farhan, eleventh, MANY)).error?.message).toBe(refusal);
    expect((await farhan.client.from("mock_requests").update({ status: "accepted" }).eq("id", eleventh)).error?.message).toMatch(/^(You have accepted 10|Accept this request on the mock interviews page)/);
    expect(await countRows(backend, "select count(*) as n from public.mock_requests where id = $1 and status = 'pending' and accepted_at is null", [eleventh])).toBe(1);
    // Declining stays open to them.
    expect((await farhan.client.from("mock_requests").update({ status: "declined" }).eq("id", eleventh)).error).toBeNull();
  });
});
