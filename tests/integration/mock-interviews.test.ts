import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

type Member = Awaited<ReturnType<typeof newMember>>;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
/** The next Saturday at least a day ahead, at `hour`:`minute` IST (the members' free time is Saturday morning). */
const saturdayAt = (hour = 10, minute = 0) => {
  const day = new Date(Date.now() + 86_400_000 + 330 * 60_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute) - 330 * 60_000).toISOString();
};
const entryOf = (member: Member, name: string, extra: Record<string, unknown> = {}) => ({
  user_id: member.user.id, display_name: name, companies: ["swiggy"], experience: "0-2", slots: ["sat-morning"],
  video_link: `https://meet.example.com/${name.toLowerCase().replace(/\W+/g, "-")}`, ...extra,
});
const requestOf = (from: Member, to: Member, extra: Record<string, unknown> = {}) => ({
  requester: from.user.id, partner: to.user.id, proposed_at: saturdayAt(), question_type: "behavioral",
  question_id: "a-launch-that-failed", first_interviewer: from.user.id, ...extra,
});

// What the mock board relies on: every refusal of the "Bad input" comes from the database with its reason,
// whatever client sends it; the link reaches an accepted partner only; a member whose membership ends leaves the board
// at once and their open requests are cancelled.
describe.each(databaseKinds())("mock interviews on %s", (kind) => {
  let backend: TestBackend;
  let asha: Member;
  let ravi: Member;
  let chitra: Member;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [asha, ravi, chitra] = [await newMember(backend, "Asha Mock"), await newMember(backend, "Ravi Mock"), await newMember(backend, "Chitra Mock")];
    for (const [member, name] of [[asha, "Asha M."], [ravi, "Ravi M."], [chitra, "Chitra M."]] as const) {
      expect((await member.client.from("mock_profiles").insert(entryOf(member, name))).error).toBeNull();
    }
  });
  afterAll(async () => {
    await backend?.close();
  });

  /** Sets a mock's time through the database, as if it had been agreed for then: the way tests reach "after the time". */
  const moveMock = (id: string, when: string) =>
    backend.db.transaction((tx) => tx.query("update public.mock_requests set proposed_at = $2 where id = $1", [id, when]));

  const send = (from: Member, to: Member, extra: Record<string, unknown> = {}) =>
    from.client.from("mock_requests").insert(requestOf(from, to, extra)).select("id").single();

  it("refuses a video link that is not https before it is saved", async () => {
    for (const link of ["http://meet.example.com/x", "javascript:alert(1)", "https://", "https://meet.example.com/a b"]) {
      const refused = await asha.client.from("mock_profiles").update({ video_link: link }).eq("user_id", asha.user.id);
      expect(refused.error?.code, link).toBe("23514");
      expect(refused.status).toBe(400);
    }
    expect(await backend.db.transaction((tx) => tx.query<{ video_link: string }>("select video_link from public.mock_profiles where user_id = $1", [asha.user.id])))
      .toMatchObject({ rows: [{ video_link: "https://meet.example.com/asha-m-" }] });
  });

  it("refuses a board name that is blank as the form trims it or holds a hidden direction mark, and a blank report", async () => {
    for (const display_name of ["\t\n", "\u00a0\u3000", "Ravi\u202eK.", "\u2067Asha\u2069", "Asha\u200f"]) {
      const refused = await asha.client.from("mock_profiles").update({ display_name }).eq("user_id", asha.user.id);
      expect(refused.error?.code, JSON.stringify(display_name)).toBe("23514");
    }
    expect((await asha.client.from("mock_profiles").update({ display_name: "अनन्या M." }).eq("user_id", asha.user.id)).error).toBeNull();
    expect((await asha.client.from("mock_profiles").update({ display_name: "Asha M." }).eq("user_id", asha.user.id)).error).toBeNull();
    const report = await asha.client.from("mock_reports").insert({ reporter: asha.user.id, reported: chitra.user.id, reason: "\u00a0\n\t" });
    expect(report.error?.code).toBe("23514");
  });

  it("refuses a request to oneself, in the past, to a paused member and to a blocked member, each with its reason", async () => {
    const cases: [string, () => ReturnType<typeof send>][] = [
      ["You cannot send a request to yourself.", () => send(asha, asha)],
      ["Choose a time in the future.", () => send(asha, ravi, { proposed_at: inDays(-1) })],
    ];
    for (const [message, attempt] of cases) {
      const refused = await attempt();
      expect(refused.error?.message).toBe(message);
      expect(refused.status).toBe(400);
    }
    expect((await chitra.client.from("mock_profiles").update({ paused: true }).eq("user_id", chitra.user.id)).error).toBeNull();
    expect((await send(asha, chitra)).error?.message).toBe("This member has paused their board entry and is not taking requests.");
    expect((await chitra.client.from("mock_profiles").update({ paused: false }).eq("user_id", chitra.user.id)).error).toBeNull();

    expect((await chitra.client.from("mock_blocks").insert({ blocker: chitra.user.id, blocked: asha.user.id })).error).toBeNull();
    for (const [from, to] of [[asha, chitra], [chitra, asha]] as const) {
      const refused = await send(from, to);
      expect(refused.error?.message).toBe("You cannot send a request to a member you blocked or who blocked you.");
      expect(refused.status).toBe(400);
    }
    // Hidden both ways, on the board and in the table.
    const boardOf = async (member: Member) => ((await member.client.rpc("mock_board")).data as { user_id: string }[]).map((row) => row.user_id);
    expect(await boardOf(asha)).toEqual([ravi.user.id]);
    expect(await boardOf(chitra)).toEqual([ravi.user.id]);
    expect((await asha.client.from("mock_profiles").select("user_id").eq("user_id", chitra.user.id)).data).toEqual([]);
    expect((await chitra.client.from("mock_blocks").delete().eq("blocked", asha.user.id)).error).toBeNull();
    expect(await countRows(backend, "select count(*) as n from public.mock_requests", [])).toBe(0);
  });

  it("refuses a sixth open request and a twenty-first request in a day", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const sent = await send(ravi, i % 2 ? asha : chitra, { proposed_at: saturdayAt(9, i) });
      expect(sent.error).toBeNull();
      ids.push(sent.data!.id as string);
    }
    const sixth = await send(ravi, asha, { proposed_at: saturdayAt(11) });
    expect(sixth.error?.message).toBe("You have 5 open requests, the most allowed. Wait for an answer or cancel one.");
    expect(sixth.status).toBe(400);
    // Cancelled ones still count towards the day's 20.
    for (let i = 0; i < 15; i += 1) {
      expect((await ravi.client.from("mock_requests").update({ status: "cancelled" }).eq("id", ids.shift()!)).error).toBeNull();
      const sent = await send(ravi, asha, { proposed_at: saturdayAt(10, i) });
      expect(sent.error, `request ${i + 6}`).toBeNull();
      ids.push(sent.data!.id as string);
    }
    await ravi.client.from("mock_requests").update({ status: "cancelled" }).eq("id", ids.shift()!);
    const refused = await send(ravi, asha);
    expect(refused.error?.message).toBe("You have sent 20 requests in the last 24 hours, the most allowed. Try again tomorrow.");
    expect(await countRows(backend, "select count(*) as n from public.mock_requests where requester = $1", [ravi.user.id])).toBe(20);
    await backend.db.transaction((tx) => tx.query("delete from public.mock_requests"));
  });

  it("shows the link to an accepted partner only, and takes feedback from the two people only after the time", async () => {
    const sent = await send(asha, ravi);
    const id = sent.data!.id as string;
    const linkOf = (viewer: Member, owner: Member) => viewer.client.rpc("mock_video_link", { member: owner.user.id });
    expect((await linkOf(ravi, asha)).data).toBeNull();
    expect((await asha.client.from("mock_profiles").select("video_link").eq("user_id", asha.user.id)).error?.code).toBe("42501");
    expect((await asha.client.from("mock_requests").update({ status: "accepted" }).eq("id", id)).error?.message)
      .toBe("Only the member a request was sent to can accept or decline it, while it is open.");
    expect((await ravi.client.from("mock_requests").update({ status: "accepted" }).eq("id", id)).error).toBeNull();
    expect((await linkOf(ravi, asha)).data).toBe("https://meet.example.com/asha-m-");
    expect((await linkOf(asha, ravi)).data).toBe("https://meet.example.com/ravi-m-");
    expect((await linkOf(chitra, asha)).data).toBeNull();
    expect((await chitra.client.from("mock_requests").select("id").eq("id", id)).data).toEqual([]);

    const feedback = (author: Member) => ({ request_id: id, author: author.user.id, subject: author.user.id, scores: { "story-choice": 4, results: 3 }, comments: "Clear story." });
    expect((await asha.client.from("mock_feedback").insert(feedback(asha))).error?.message).toBe("Feedback opens at the time of the mock.");
    await moveMock(id, inDays(-0.01));
    // A block after the time leaves the mock agreed, so both can still give feedback on it.
    expect((await asha.client.from("mock_blocks").insert({ blocker: asha.user.id, blocked: ravi.user.id })).error).toBeNull();
    expect((await asha.client.from("mock_requests").select("status").eq("id", id)).data).toEqual([{ status: "accepted" }]);
    expect((await asha.client.from("mock_blocks").delete().eq("blocked", ravi.user.id)).error).toBeNull();
    const outsider = await chitra.client.from("mock_feedback").insert(feedback(chitra));
    expect(outsider.error?.message).toBe("You can give feedback only on a mock you were part of.");
    expect(outsider.status).toBe(403);
    expect((await asha.client.from("mock_feedback").insert({ ...feedback(asha), scores: { results: 6 } })).error?.code).toBe("23514");
    expect((await asha.client.from("mock_feedback").insert({ ...feedback(asha), comments: "Clear \u202eyrots" })).error?.code).toBe("23514");
    expect((await asha.client.from("mock_feedback").insert(feedback(asha))).error).toBeNull();
    // Blind: Ravi reads Asha's feedback only once he has sent his own (the test below tries every way in).
    expect((await ravi.client.from("mock_feedback").select("author").eq("request_id", id)).data).toEqual([]);
    expect((await ravi.client.from("mock_feedback").insert({ ...feedback(ravi), scores: { "story-choice": 3 } })).error).toBeNull();
    const received = await ravi.client.from("mock_feedback").select("author, subject, scores").eq("request_id", id).eq("subject", ravi.user.id);
    expect(received.data).toEqual([{ author: asha.user.id, subject: ravi.user.id, scores: { "story-choice": 4, results: 3 } }]);
    expect((await chitra.client.from("mock_feedback").select("id").eq("request_id", id)).data).toEqual([]);
    expect((await asha.client.from("mock_requests").select("status").eq("id", id)).data).toEqual([{ status: "held" }]);
    expect((await chitra.client.from("mock_no_shows").insert({ request_id: id, reporter: chitra.user.id, absent: asha.user.id })).error?.message)
      .toBe("You can report a no-show only for a mock you were part of.");
  });

  it("reads the whole page in one call, exactly as its six separate reads do, and to members only", async () => {
    expect((await asha.client.from("mock_blocks").insert({ blocker: asha.user.id, blocked: chitra.user.id })).error).toBeNull();
    try {
      for (const member of [asha, ravi, chitra]) {
        const { client } = member;
        const [page, entry, link, board, requests, received, blocks, workEmail] = await Promise.all([
          client.rpc("my_mock_page"),
          client.from("mock_profiles").select("display_name, companies, interview_date, experience, slots, question_types, show_linkedin, paused, paused_for_no_shows, paused_by_admin").eq("user_id", member.user.id).maybeSingle(),
          client.rpc("mock_video_link", { member: member.user.id }),
          client.rpc("mock_board"),
          client.rpc("my_mock_requests"),
          client.from("mock_feedback").select("request_id, scores, comments, kit_followed, probes_asked").eq("subject", member.user.id),
          client.from("mock_blocks").select("blocked").eq("blocker", member.user.id),
          client.rpc("my_work_email"),
        ]);
        expect(page.error).toBeNull();
        expect(page.data, member.email).toEqual({
          entry: entry.data, video_link: link.data, board: board.data, requests: requests.data, received: received.data,
          blocked: (blocks.data as { blocked: string }[]).map((row) => row.blocked), taken_off: false, work_email: workEmail.data,
        });
      }
      const ashas = (await asha.client.rpc("my_mock_page")).data as { entry: { display_name: string }; video_link: string; board: { user_id: string }[]; requests: unknown[]; blocked: string[] };
      expect(ashas).toMatchObject({ entry: { display_name: "Asha M." }, video_link: "https://meet.example.com/asha-m-", blocked: [chitra.user.id] });
      expect(ashas.board.map((row) => row.user_id)).toEqual([ravi.user.id]);
      expect(ashas.requests.length).toBeGreaterThan(0);
      expect(((await ravi.client.rpc("my_mock_page")).data as { received: unknown[] }).received).toHaveLength(1);
    } finally {
      expect((await asha.client.from("mock_blocks").delete().eq("blocked", chitra.user.id)).error).toBeNull();
    }
    expect((await backend.client().rpc("my_mock_page")).error?.code).toBe("42501");
  });

  it("brings a report to the admins with both sides' details, and to nobody else", async () => {
    expect((await asha.client.from("mock_reports").insert({ reporter: asha.user.id, reported: ravi.user.id, reason: "  Rude on the call.  " })).error).toBeNull();
    expect((await asha.client.rpc("admin_mock_reports")).error?.code).toBe("42501");
    expect((await ravi.client.from("mock_reports").select("id")).data).toEqual([]);
    const reports = await backend.service().rpc("admin_mock_reports");
    expect(reports.data).toMatchObject([
      { reason: "Rude on the call.", reporter_email: asha.email, reporter_name: "Asha Mock", reporter_board_name: "Asha M.", reported_email: ravi.email, reported_name: "Ravi Mock", reported_held: 1, reported_reported: 1, mocks_together: 1 },
    ]);
  });

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  /** A mock Ravi asked Asha for and she accepted, moved to `minutes` ago. */
  const agreedMock = async (minutes: number, extra: Record<string, unknown> = {}) => {
    const sent = await send(ravi, asha, { proposed_at: saturdayAt(10, 30), ...extra });
    expect(sent.error).toBeNull();
    const id = sent.data!.id as string;
    expect((await asha.client.from("mock_requests").update({ status: "accepted" }).eq("id", id)).error).toBeNull();
    await moveMock(id, minutesAgo(minutes));
    return id;
  };

  it("takes a request only in the partner's free times (IST), when they listed any", async () => {
    // Ravi is free on Saturday mornings, 9:00 to 12:00 IST.
    const sunday = new Date(Date.parse(saturdayAt(10)) + 86_400_000).toISOString();
    for (const proposed_at of [saturdayAt(8, 59), saturdayAt(12, 0), sunday]) {
      const refused = await send(asha, ravi, { proposed_at });
      expect(refused.error?.message, proposed_at).toBe("That time is outside the free times on this member's board entry. Choose a time in one of them (IST).");
      expect(refused.status).toBe(400);
    }
    const taken = [await send(asha, ravi, { proposed_at: saturdayAt(9, 0) }), await send(asha, ravi, { proposed_at: saturdayAt(11, 59) })];
    expect(taken.map((sent) => sent.error)).toEqual([null, null]);
    // A member who listed no times takes any (the requester's own free times hold too: Asha lists none for a moment).
    for (const member of [ravi, asha]) expect((await member.client.from("mock_profiles").update({ slots: [] }).eq("user_id", member.user.id)).error).toBeNull();
    const any = await send(asha, ravi, { proposed_at: sunday });
    expect(any.error).toBeNull();
    for (const member of [ravi, asha]) expect((await member.client.from("mock_profiles").update({ slots: ["sat-morning"] }).eq("user_id", member.user.id)).error).toBeNull();
    for (const sent of [...taken, any]) expect((await asha.client.from("mock_requests").update({ status: "cancelled" }).eq("id", sent.data!.id)).error).toBeNull();
  });

  it("keeps a second half's question, and stores the same question twice as one", async () => {
    const two = await send(asha, chitra, { proposed_at: saturdayAt(9, 15), second_question_type: "estimation", second_question_id: "chai-cups" });
    const same = await send(asha, chitra, { proposed_at: saturdayAt(9, 45), second_question_type: "behavioral", second_question_id: "a-launch-that-failed" });
    expect([two.error, same.error]).toEqual([null, null]);
    expect((await send(asha, chitra, { second_question_id: "chai-cups" })).error?.code).toBe("23514");
    const seen = ((await chitra.client.rpc("my_mock_requests")).data as { id: string; question_id: string; second_question_type: string; second_question_id: string; i_interview_first: boolean }[])
      .filter((row) => row.id === two.data!.id || row.id === same.data!.id)
      .map((row) => ({ two: row.id === two.data!.id, question_id: row.question_id, second_question_type: row.second_question_type, second_question_id: row.second_question_id, i_interview_first: row.i_interview_first }));
    expect(seen).toEqual([
      { two: true, question_id: "a-launch-that-failed", second_question_type: "estimation", second_question_id: "chai-cups", i_interview_first: false },
      { two: false, question_id: "a-launch-that-failed", second_question_type: "behavioral", second_question_id: "a-launch-that-failed", i_interview_first: false },
    ]);
    expect(await countRows(backend, "select count(*) as n from public.mock_requests where id = $1 and second_question_id is null", [same.data!.id])).toBe(1);
    for (const sent of [two, same]) expect((await asha.client.from("mock_requests").update({ status: "cancelled" }).eq("id", sent.data!.id)).error).toBeNull();
  });

  it("takes an AI product question for either half, and still refuses a type the course does not have", async () => {
    const ai = await send(asha, chitra, { proposed_at: saturdayAt(10, 15), question_type: "ai-product", question_id: "meesho-catalogue-from-photo", second_question_type: "ai-product", second_question_id: "phonepe-voice-payments-hindi" });
    expect(ai.error).toBeNull();
    const unknown = await send(asha, chitra, { proposed_at: saturdayAt(10, 45), question_type: "ai-products" });
    expect(unknown.error?.code).toBe("23514");
  });

  it("keeps the video link through the mock (its hour and a 30-minute margin) but not after, and takes a no-show only from 15 minutes after the start", async () => {
    const id = await agreedMock(5);
    const ravisLink = () => asha.client.rpc("mock_video_link", { member: ravi.user.id });
    expect((await ravisLink()).data).toBe("https://meet.example.com/ravi-m-");
    const early = await asha.client.from("mock_no_shows").insert({ request_id: id, reporter: asha.user.id, absent: ravi.user.id });
    expect(early.error?.message).toBe("A no-show can be reported only from 15 minutes after the start of an agreed mock.");
    await moveMock(id, minutesAgo(16));
    expect((await asha.client.from("mock_no_shows").insert({ request_id: id, reporter: asha.user.id, absent: ravi.user.id })).error).toBeNull();
    await moveMock(id, minutesAgo(89));
    expect((await ravisLink()).data).toBe("https://meet.example.com/ravi-m-");
    // The window the page keeps the card's links for (features/mocks/mock-window.ts) is the database's too.
    await moveMock(id, minutesAgo(91));
    expect((await ravisLink()).data).toBeNull();
  });

  it("keeps each one's feedback from the other, whatever they ask the Data API, until both have sent theirs or two days have passed", async () => {
    const id = await agreedMock(70);
    expect((await ravi.client.from("mock_feedback").insert({ request_id: id, author: ravi.user.id, subject: asha.user.id, scores: { results: 5 }, comments: "Secret." })).error).toBeNull();
    // Asha, as an attacker would: the rows by mock, by author, all she may read, the page's one call, and the
    // function the policy asks (it answers yes or no, never the feedback).
    const early = await Promise.all([
      asha.client.from("mock_feedback").select("*").eq("request_id", id),
      asha.client.from("mock_feedback").select("scores, comments").eq("author", ravi.user.id).eq("request_id", id),
      asha.client.from("mock_feedback").select("request_id").eq("subject", asha.user.id),
    ]);
    for (const read of early) expect(read.error).toBeNull();
    expect(early.slice(0, 2).map((read) => read.data)).toEqual([[], []]);
    expect((early[2].data as { request_id: string }[]).map((row) => row.request_id)).not.toContain(id);
    const page = (await asha.client.rpc("my_mock_page")).data as { received: { request_id: string }[]; requests: { id: string; feedback_given: boolean; other_feedback_given: boolean }[] };
    expect(page.received.filter((row) => row.request_id === id)).toEqual([]);
    expect(page.requests.find((row) => row.id === id)).toMatchObject({ feedback_given: false, other_feedback_given: true });
    expect((await asha.client.rpc("mock_feedback_readable", { feedback_request: id, feedback_author: ravi.user.id, feedback_subject: asha.user.id })).data).toBe(false);
    // Ravi reads his own; once Asha has sent hers, each reads the other's.
    expect((await ravi.client.from("mock_feedback").select("comments").eq("request_id", id)).data).toEqual([{ comments: "Secret." }]);
    expect((await asha.client.from("mock_feedback").insert({ request_id: id, author: asha.user.id, subject: ravi.user.id, scores: { results: 3 }, comments: "Mine." })).error).toBeNull();
    expect((await asha.client.from("mock_feedback").select("comments").eq("request_id", id).eq("author", ravi.user.id)).data).toEqual([{ comments: "Secret." }]);
    expect((await ravi.client.from("mock_feedback").select("comments").eq("request_id", id).eq("author", asha.user.id)).data).toEqual([{ comments: "Mine." }]);

    // A partner who never sends theirs reads the other's 48 hours after the mock's start, not before.
    const late = await agreedMock(47 * 60);
    expect((await ravi.client.from("mock_feedback").insert({ request_id: late, author: ravi.user.id, subject: asha.user.id, scores: { results: 4 }, comments: "" })).error).toBeNull();
    expect((await asha.client.from("mock_feedback").select("scores").eq("request_id", late)).data).toEqual([]);
    await moveMock(late, minutesAgo(48 * 60 + 1));
    expect((await asha.client.from("mock_feedback").select("scores").eq("request_id", late)).data).toEqual([{ scores: { results: 4 } }]);
  });

  it("gives a partner's link only while an accepted mock between the two is ahead or under way: never once held, across a block, or for an old mock", async () => {
    const linkOf = async (viewer: Member, owner: Member) => (await viewer.client.rpc("mock_video_link", { member: owner.user.id })).data as string | null;
    const sent = await send(asha, chitra, { proposed_at: saturdayAt(9, 30) });
    expect(sent.error).toBeNull();
    const id = sent.data!.id as string;
    expect(await linkOf(asha, chitra)).toBeNull();
    expect((await chitra.client.from("mock_requests").update({ status: "accepted" }).eq("id", id)).error).toBeNull();
    expect(await linkOf(asha, chitra)).toBe("https://meet.example.com/chitra-m-");
    // Under way, then blocked: neither reads the other's link while the block stands.
    await moveMock(id, minutesAgo(10));
    expect((await chitra.client.from("mock_blocks").insert({ blocker: chitra.user.id, blocked: asha.user.id })).error).toBeNull();
    expect([await linkOf(asha, chitra), await linkOf(chitra, asha)]).toEqual([null, null]);
    expect((await chitra.client.from("mock_blocks").delete().eq("blocked", asha.user.id)).error).toBeNull();
    expect(await linkOf(asha, chitra)).toBe("https://meet.example.com/chitra-m-");
    // Held (Asha's feedback marks it so): the mock is over, and so is the link, for both.
    expect((await asha.client.from("mock_feedback").insert({ request_id: id, author: asha.user.id, subject: chitra.user.id, scores: { results: 4 } })).error).toBeNull();
    expect((await asha.client.from("mock_requests").select("status").eq("id", id)).data).toEqual([{ status: "held" }]);
    expect([await linkOf(asha, chitra), await linkOf(chitra, asha)]).toEqual([null, null]);
    // An old mock gives nothing either, nor the link Chitra uses now.
    expect((await chitra.client.from("mock_profiles").update({ video_link: "https://meet.example.com/chitra-new" }).eq("user_id", chitra.user.id)).error).toBeNull();
    expect(await linkOf(asha, chitra)).toBeNull();
    expect(await linkOf(chitra, chitra)).toBe("https://meet.example.com/chitra-new");
  });

  /** The day (YYYY-MM-DD) it is in India `days` from now. */
  const indianDay = (days = 0) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
  const DATE_REFUSED = "The interview date must be after today and at most a year ahead.";

  it("refuses an interview date outside the plan's range, however it is sent, yet keeps one that has since passed", async () => {
    for (const day of ["99999-01-01", "0044-03-15 BC", "1900-01-01", indianDay(-1), indianDay(0), indianDay(366)]) {
      const refused = await asha.client.from("mock_profiles").update({ interview_date: day }).eq("user_id", asha.user.id);
      expect(refused.error?.message, day).toBe(DATE_REFUSED);
      expect(refused.status).toBe(400);
    }
    expect((await backend.service().from("mock_profiles").update({ interview_date: "99999-01-01" }).eq("user_id", asha.user.id)).error?.message).toBe(DATE_REFUSED);
    for (const day of [indianDay(1), indianDay(365), null]) {
      expect((await asha.client.from("mock_profiles").update({ interview_date: day }).eq("user_id", asha.user.id)).error, String(day)).toBeNull();
    }
    // A date that was in range when set and has passed since: the member can still pause or change the rest.
    await backend.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      await tx.query("update public.mock_profiles set interview_date = current_date - 10 where user_id = $1", [asha.user.id]);
    });
    expect((await asha.client.from("mock_profiles").update({ paused: true, display_name: "Asha M." }).eq("user_id", asha.user.id)).error).toBeNull();
    expect((await asha.client.from("mock_profiles").update({ paused: false, interview_date: null }).eq("user_id", asha.user.id)).error).toBeNull();
  });

  it("shows the board only to members on it and not paused; each reads their own entry always", async () => {
    const esha = await newMember(backend, "Esha Mock");
    /** The other members' entries `member` can read, through the table and through the board. */
    const seen = async (member: Member) => ({
      table: ((await member.client.from("mock_profiles").select("user_id")).data as { user_id: string }[]).filter((row) => row.user_id !== member.user.id).length,
      board: ((await member.client.rpc("mock_board")).data as unknown[]).length,
      page: (((await member.client.rpc("my_mock_page")).data as { board: unknown[] }).board).length,
    });
    expect(await seen(esha)).toEqual({ table: 0, board: 0, page: 0 });
    expect((await esha.client.from("mock_profiles").insert(entryOf(esha, "Esha M.", { interview_date: "99999-01-01" }))).error?.message).toBe(DATE_REFUSED);
    expect((await esha.client.from("mock_profiles").insert(entryOf(esha, "Esha M.", { interview_date: indianDay(30) }))).error).toBeNull();
    expect(await seen(esha)).toEqual({ table: 3, board: 3, page: 3 });
    expect((await esha.client.from("mock_profiles").update({ paused: true }).eq("user_id", esha.user.id)).error).toBeNull();
    expect(await seen(esha)).toEqual({ table: 0, board: 0, page: 0 });
    expect((await esha.client.from("mock_profiles").select("display_name").eq("user_id", esha.user.id)).data).toEqual([{ display_name: "Esha M." }]);
    expect((await esha.client.from("mock_profiles").delete().eq("user_id", esha.user.id)).error).toBeNull();
  });

  it("lets an admin take a member off the board, keeping their course access: their entry and requests go, they are told, and cannot rejoin by themselves", async () => {
    const dev = await newMember(backend, "Dev Mock");
    expect((await dev.client.from("mock_profiles").insert(entryOf(dev, "Dev M."))).error).toBeNull();
    const fromDev = await send(dev, asha, { proposed_at: saturdayAt(9, 10) });
    const toDev = await send(chitra, dev, { proposed_at: saturdayAt(9, 20) });
    const agreed = await send(asha, dev, { proposed_at: saturdayAt(9, 40) });
    expect([fromDev.error, toDev.error, agreed.error]).toEqual([null, null, null]);
    expect((await dev.client.from("mock_requests").update({ status: "accepted" }).eq("id", agreed.data!.id)).error).toBeNull();
    expect((await chitra.client.from("mock_reports").insert({ reporter: chitra.user.id, reported: dev.user.id, reason: "Abusive on the call." })).error).toBeNull();

    // Nobody but an admin: not a member, not the member himself, not a stranger.
    for (const client of [asha.client, dev.client, backend.client()]) {
      expect((await client.rpc("admin_take_off_mock_board", { member: dev.user.id })).error?.code).toBe("42501");
      expect((await client.rpc("admin_mock_removals")).error?.code).toBe("42501");
    }
    expect(await countRows(backend, "select count(*) as n from public.mock_board_removals", [])).toBe(0);

    const admin = backend.service();
    const reports = (await admin.rpc("admin_mock_reports")).data as { reported_id: string; reason: string; reported_taken_off: boolean }[];
    expect(reports.find((row) => row.reported_id === dev.user.id)).toMatchObject({ reason: "Abusive on the call.", reported_taken_off: false });
    expect((await admin.rpc("admin_take_off_mock_board", { member: dev.user.id })).error).toBeNull();

    const boardOf = async (member: Member) => ((await member.client.rpc("mock_board")).data as { user_id: string }[]).map((row) => row.user_id);
    expect(await boardOf(asha)).not.toContain(dev.user.id);
    const statuses = await backend.db.transaction((tx) =>
      tx.query<{ status: string }>("select status from public.mock_requests where id = any($1)", [[fromDev.data!.id, toDev.data!.id, agreed.data!.id]]));
    expect(statuses.rows.map((row) => row.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect(await dev.client.rpc("my_mock_page")).toMatchObject({ data: { entry: null, taken_off: true } });
    expect(await asha.client.rpc("my_mock_page")).toMatchObject({ data: { taken_off: false } });
    const rejoin = await dev.client.from("mock_profiles").insert(entryOf(dev, "Dev M."));
    expect(rejoin.error?.message).toBe("An admin took you off the mock interview board. Write to support to ask about it.");
    expect(rejoin.status).toBe(403);
    expect((await send(dev, asha)).error?.message).toBe("Join the board before you send a request: your partner sees your board entry.");
    // The course stays his.
    expect((await dev.client.rpc("is_member")).data).toBe(true);
    // The admins see that he is off the board, and why he was reported; no member reads who else is.
    expect((await admin.rpc("admin_mock_reports")).data).toEqual(expect.arrayContaining([expect.objectContaining({ reported_id: dev.user.id, reported_taken_off: true })]));
    expect((await admin.rpc("admin_mock_removals")).data).toMatchObject([{ user_id: dev.user.id, email: dev.email, name: "Dev Mock" }]);
    expect((await asha.client.from("mock_board_removals").select("user_id")).data).toEqual([]);
    expect((await dev.client.from("mock_board_removals").select("user_id")).data).toEqual([{ user_id: dev.user.id }]);

    // Let back on by an admin, he joins again himself.
    expect((await asha.client.rpc("admin_let_back_on_mock_board", { member: dev.user.id })).error?.code).toBe("42501");
    expect((await admin.rpc("admin_let_back_on_mock_board", { member: dev.user.id })).error).toBeNull();
    expect((await dev.client.from("mock_profiles").insert(entryOf(dev, "Dev M."))).error).toBeNull();
    expect((await dev.client.from("mock_profiles").delete().eq("user_id", dev.user.id)).error).toBeNull();
  });

  it("lets an admin pause a reported member's entry and resume it, each kept with who and when; the member is told and cannot lift it; only admins read any of it", async () => {
    const kiran = await newMember(backend, "Kiran Mock");
    const lead = await newMember(backend, "Lead Admin");
    expect((await backend.service().from("admins").insert({ email: lead.email })).error).toBeNull();
    expect((await kiran.client.from("mock_profiles").insert(entryOf(kiran, "Kiran M."))).error).toBeNull();
    // A late cancel of Kiran's on his record: an agreed mock, moved to an hour ahead, cancelled by him.
    const late = await send(asha, kiran, { proposed_at: saturdayAt(11, 10) });
    expect((await kiran.client.rpc("accept_mock_request", { request: late.data!.id, options: [] })).error).toBeNull();
    await moveMock(late.data!.id as string, new Date(Date.now() + 3_600_000).toISOString());
    expect((await kiran.client.from("mock_requests").update({ status: "cancelled" }).eq("id", late.data!.id)).error).toBeNull();
    expect((await asha.client.from("mock_reports").insert({ reporter: asha.user.id, reported: kiran.user.id, reason: "Cancelled an hour before." })).error).toBeNull();

    // Only admins: members (Kiran himself too) and strangers are refused every admin function, and read no record.
    for (const client of [asha.client, kiran.client, backend.client()]) {
      for (const fn of ["admin_pause_mock_board", "admin_resume_mock_board"]) expect((await client.rpc(fn, { member: kiran.user.id })).error?.code).toBe("42501");
      for (const fn of ["admin_mock_paused", "admin_mock_board_actions"]) expect((await client.rpc(fn)).error?.code).toBe("42501");
      expect((await client.from("mock_board_actions").select("id")).error?.code).toBe("42501");
    }
    const reports = (await lead.client.rpc("admin_mock_reports")).data as Record<string, unknown>[];
    expect(reports.find((row) => row.reported_id === kiran.user.id)).toMatchObject({
      reason: "Cancelled an hour before.", reported_held: 0, reported_no_shows: 0, reported_late_cancels: 1, reported_reported: 1, reported_paused_by_admin: false,
    });

    expect((await lead.client.rpc("admin_pause_mock_board", { member: kiran.user.id })).error).toBeNull();
    expect(((await asha.client.rpc("mock_board")).data as { user_id: string }[]).map((row) => row.user_id)).not.toContain(kiran.user.id);
    expect((await send(asha, kiran, { proposed_at: saturdayAt(11, 20) })).error?.message).toBe("This member has paused their board entry and is not taking requests.");
    expect(await kiran.client.rpc("my_mock_page")).toMatchObject({ data: { entry: { paused: true, paused_by_admin: true } } });
    // He cannot lift it, nor clear the flag.
    const resume = await kiran.client.from("mock_profiles").update({ paused: false }).eq("user_id", kiran.user.id);
    expect(resume.error?.message).toBe("An admin paused your board entry. Write to support to ask for it back.");
    expect((await kiran.client.from("mock_profiles").update({ paused_by_admin: false }).eq("user_id", kiran.user.id)).error?.code).toBe("42501");
    expect((await lead.client.rpc("admin_mock_paused")).data).toMatchObject([{ user_id: kiran.user.id, email: kiran.email, board_name: "Kiran M.", paused_by: lead.email }]);
    // Leaving the board and joining again does not lift it.
    expect((await kiran.client.from("mock_profiles").delete().eq("user_id", kiran.user.id)).error).toBeNull();
    expect((await kiran.client.from("mock_profiles").insert(entryOf(kiran, "Kiran M."))).error).toBeNull();
    expect(await kiran.client.rpc("my_mock_page")).toMatchObject({ data: { entry: { paused: true, paused_by_admin: true } } });

    // Undone by the operator (the service key): the entry is back, and both acts are kept with who and when.
    expect((await backend.service().rpc("admin_resume_mock_board", { member: kiran.user.id })).error).toBeNull();
    expect(await kiran.client.rpc("my_mock_page")).toMatchObject({ data: { entry: { paused: false, paused_by_admin: false } } });
    expect((await lead.client.rpc("admin_mock_paused")).data).toEqual([]);
    const acts = ((await lead.client.rpc("admin_mock_board_actions")).data as { member_email: string; action: string; actor: string; created_at: string }[])
      .filter((act) => act.member_email === kiran.email);
    expect(acts.map((act) => [act.action, act.actor])).toEqual([["resume", "operator"], ["pause", lead.email]]);
    for (const act of acts) expect(Date.now() - Date.parse(act.created_at)).toBeLessThan(600_000);
    // Pausing a member with no entry says so.
    expect((await lead.client.rpc("admin_pause_mock_board", { member: lead.user.id })).error?.message).toBe("That member has no board entry to pause.");
    expect((await kiran.client.from("mock_profiles").delete().eq("user_id", kiran.user.id)).error).toBeNull();
  });

  it("takes a removed member off the board at once and cancels their open requests", async () => {
    const open = await send(chitra, asha, { proposed_at: saturdayAt(10) });
    const toChitra = await send(ravi, chitra, { proposed_at: saturdayAt(11) });
    expect([open.error, toChitra.error]).toEqual([null, null]);
    expect((await backend.service().from("users").delete().eq("email", chitra.email)).error).toBeNull();
    const board = (await asha.client.rpc("mock_board")).data as { user_id: string }[];
    expect(board.map((row) => row.user_id)).toEqual([ravi.user.id]);
    expect(await countRows(backend, "select count(*) as n from public.mock_profiles where user_id = $1", [chitra.user.id])).toBe(0);
    const statuses = await backend.db.transaction((tx) =>
      tx.query<{ status: string }>("select status from public.mock_requests where id = any($1)", [[open.data!.id, toChitra.data!.id]]));
    expect(statuses.rows).toEqual([{ status: "cancelled" }, { status: "cancelled" }]);
    // And the former member reads nothing any more.
    expect((await chitra.client.rpc("mock_board")).data).toEqual([]);
  });
});
