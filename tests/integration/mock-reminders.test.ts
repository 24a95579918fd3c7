import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainMailQueue } from "@/features/mocks/mail-worker";
import { reminderSchedule } from "@/features/mocks/reminders";
import { hashLinkToken } from "@/features/mocks/work-email";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { countRows, databaseKinds, emailsTo, newMember, startTestBackend, type TestBackend } from "./harness";

type Member = Awaited<ReturnType<typeof newMember>>;

/** The next Saturday at least `days` days ahead, at `hour`:00 IST. */
const saturdayAt = (hour: number, days = 3) => {
  const day = new Date(Date.now() + days * 86_400_000 + 330 * 60_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, 0) - 330 * 60_000).toISOString();
};
const OPTIONS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].map((n) => ({ type: "estimation", id: `est-${n}` }));

/** A port nothing listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// The reminders of a mock, from the queue the database fills to the local outbox through the app's worker and SMTP:
// queued on acceptance on the schedule, withdrawn on cancel, kept and retried with backoff while the SMTP server is down,
// and sent once only.
describe.each(databaseKinds())("mock reminders on %s", (kind) => {
  let backend: TestBackend;
  let asha: Member;
  let ravi: Member;
  const saved = { ...process.env };

  const ask = (from: Member, to: Member, at: string) =>
    from.client.from("mock_requests").insert({ requester: from.user.id, partner: to.user.id, proposed_at: at, first_interviewer: from.user.id }).select("id").single();
  /** The mock emails to a member, newest first (their sign-up's confirmation is in the outbox too). */
  const mockEmails = async (member: Member) => (await emailsTo(backend, member.email)).messages.filter((message) => /mock interview/i.test(message.Subject));
  const queued = async (request: string) =>
    (await backend.service().from("mail_queue").select("kind, recipient, send_after, sent_at, cancelled_at, attempts, last_error").eq("request_id", request).order("send_after")).data ?? [];

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    [asha, ravi] = [await newMember(backend, "Asha Remind"), await newMember(backend, "Ravi Remind")];
    for (const [member, name] of [[asha, "Asha R."], [ravi, "Ravi R."]] as const) {
      expect((await member.client.from("mock_profiles").insert({ user_id: member.user.id, display_name: name, experience: "0-2", video_link: `https://meet.example.com/${name[0]}`, question_types: ["estimation"] })).error).toBeNull();
    }
    Object.assign(process.env, {
      NEXT_PUBLIC_SUPABASE_URL: backend.url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: ANON_KEY, SUPABASE_SECRET_KEY: SERVICE_ROLE_KEY,
      SMTP_URL: backend.smtpUrl, SITE_URL: "https://course.example.com", MAIL_FROM: "PM Interview Mastery <mocks@course.example.com>",
    });
  });
  afterAll(async () => {
    process.env = saved;
    await backend?.close();
  });

  it("queues three reminders each on acceptance, on the schedule, and sends the first with the .ics at once", async () => {
    const at = saturdayAt(10);
    const id = (await ask(asha, ravi, at)).data!.id as string;
    expect(await queued(id)).toEqual([]);
    expect((await ravi.client.rpc("accept_mock_request", { request: id, options: OPTIONS })).error).toBeNull();
    const rows = await queued(id);
    const acceptedAt = new Date(rows.find((row) => row.kind === "mock-accepted")!.send_after as string);
    const planned = reminderSchedule(new Date(at), acceptedAt).map((reminder) => [reminder.kind, reminder.sendAt.getTime()]);
    for (const member of [asha, ravi]) {
      expect(rows.filter((row) => row.recipient === member.user.id).map((row) => [row.kind, Date.parse(row.send_after as string)])).toEqual(planned);
    }
    expect(planned).toHaveLength(3);

    await drainMailQueue();
    const toAsha = { messages: await mockEmails(asha) };
    expect(toAsha.messages.map((message) => message.Subject)).toEqual([expect.stringMatching(/^Mock interview with Ravi R\. booked: /)]);
    const message = (await (await fetch(`${backend.mailUrl}/api/v1/message/${toAsha.messages[0]!.ID}`)).json()) as { Text: string; From: { Address: string } };
    expect(message.From.Address).toBe("mocks@course.example.com");
    expect(message.Text).toContain("Video link: https://meet.example.com/R");
    // Asha interviews first: the kit of the first half's question, which Ravi answers.
    expect(message.Text).toContain(`https://course.example.com/practice/est-one/kit?mock=${id}`);
    const raw = await (await fetch(`${backend.mailUrl}/api/v1/message/${toAsha.messages[0]!.ID}/raw`)).text();
    expect(raw).toContain('filename="invite.ics"');
    // Sent once: a second run finds nothing due.
    await drainMailQueue();
    expect((await mockEmails(asha))).toHaveLength(1);
    expect((await mockEmails(ravi))).toHaveLength(1);

    // The day before comes due (time driven through the database): it goes, and never twice.
    await backend.db.transaction((tx) => tx.query("update public.mail_queue set send_after = now() where request_id = $1 and kind = 'mock-day-before'", [id]));
    await Promise.all([drainMailQueue(), drainMailQueue()]);
    expect((await mockEmails(asha)).map((message) => message.Subject)[0]).toMatch(/^Tomorrow: mock interview with Ravi R\., /);
    expect((await mockEmails(asha))).toHaveLength(2);

    // Cancelled: the hour-before reminder is withdrawn and never sent.
    expect((await asha.client.from("mock_requests").update({ status: "cancelled" }).eq("id", id)).error).toBeNull();
    await backend.db.transaction((tx) => tx.query("update public.mail_queue set send_after = now() where request_id = $1", [id]));
    await drainMailQueue();
    expect((await mockEmails(asha))).toHaveLength(2);
    expect((await queued(id)).filter((row) => row.kind === "mock-hour-before").map((row) => row.cancelled_at === null)).toEqual([false, false]);
  });

  it("keeps an email while the SMTP server is down and retries it later with backoff, sending it once", async () => {
    const earlier = (await mockEmails(ravi)).length;
    const id = (await ask(ravi, asha, saturdayAt(11))).data!.id as string;
    expect((await asha.client.rpc("accept_mock_request", { request: id, options: OPTIONS })).error).toBeNull();
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    await drainMailQueue();
    const failed = (await queued(id)).filter((row) => row.kind === "mock-accepted");
    expect(failed.map((row) => [row.sent_at, row.attempts])).toEqual([[null, 1], [null, 1]]);
    expect(failed.every((row) => Date.parse(row.send_after as string) > Date.now() + 60_000)).toBe(true);
    expect(failed[0]!.last_error).toMatch(/ECONNREFUSED|closed/);

    process.env.SMTP_URL = backend.smtpUrl;
    // Not yet due: the backoff holds it.
    await drainMailQueue();
    expect((await mockEmails(ravi))).toHaveLength(earlier);
    await backend.db.transaction((tx) => tx.query("update public.mail_queue set send_after = now() where request_id = $1 and kind = 'mock-accepted'", [id]));
    await drainMailQueue();
    await drainMailQueue();
    expect((await mockEmails(ravi))).toHaveLength(earlier + 1);
    expect(await countRows(backend, "select count(*) as n from public.mail_queue where request_id = $1 and kind = 'mock-accepted' and sent_at is not null and attempts = 2", [id])).toBe(2);
  });

  it("two workers claiming at once never get the same email", async () => {
    const id = (await ask(asha, ravi, saturdayAt(12))).data!.id as string;
    expect((await ravi.client.rpc("accept_mock_request", { request: id, options: OPTIONS })).error).toBeNull();
    const [one, two] = await Promise.all([backend.service().rpc("claim_mail", { batch: 1, lease_seconds: 60 }), backend.service().rpc("claim_mail", { batch: 1, lease_seconds: 60 })]);
    const ids = [...(one.data as { id: string }[]), ...(two.data as { id: string }[])].map((row) => row.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    // Leased: a third claim gets none of them while the lease holds.
    const third = (await backend.service().rpc("claim_mail", { batch: 10, lease_seconds: 60 })).data as { id: string }[];
    expect(third.map((row) => row.id).filter((claimed) => ids.includes(claimed))).toEqual([]);
  });

  it("records a cancel less than two hours before the start as late, on the record of who cancelled", async () => {
    const id = (await ask(asha, ravi, saturdayAt(15))).data!.id as string;
    expect((await ravi.client.rpc("accept_mock_request", { request: id, options: OPTIONS })).error).toBeNull();
    await backend.db.transaction((tx) => tx.query("update public.mock_requests set proposed_at = now() + interval '90 minutes' where id = $1", [id]));
    expect((await ravi.client.from("mock_requests").update({ status: "cancelled" }).eq("id", id)).error).toBeNull();
    const board = (await asha.client.rpc("mock_board")).data as { user_id: string; late_cancels: number }[];
    expect(board.find((row) => row.user_id === ravi.user.id)?.late_cancels).toBe(1);
    // A member cannot clear it.
    expect((await ravi.client.from("mock_requests").update({ late_cancel: false }).eq("id", id)).error?.code).toBe("42501");
  });

  it("verifies a work email by a link sent through the queue: free webmail refused, the token stored hashed only, single use, expiring, the card showing the domain only", async () => {
    const address = "asha.r@acme-work.example.com";
    const linkTo = async () => {
      const newest = (await emailsTo(backend, address)).messages[0]!;
      const message = (await (await fetch(`${backend.mailUrl}/api/v1/message/${newest.ID}`)).json()) as { Text: string; Subject: string };
      expect(message.Subject).toBe("Confirm your work email for the mock board");
      return /\/mocks\?verify=([A-Za-z0-9_-]{43})#verify-email/.exec(message.Text)![1]!;
    };
    const confirm = (member: Member, token: string) => member.client.rpc("confirm_work_email", { token_hash: hashLinkToken(token) });

    // Free webmail is refused by the database too, whatever client asks.
    expect((await asha.client.rpc("start_work_email_check", { address: "asha@Mail.Yahoo.com" })).error?.message)
      .toBe("mail.yahoo.com is a free email service, so it cannot show where you work or study. Give your work or college address.");
    expect((await asha.client.rpc("start_work_email_check", { address: address.toUpperCase() })).data).toBe("acme-work.example.com");
    expect(await asha.client.rpc("my_work_email")).toMatchObject({ data: { verified: null, pending: "acme-work.example.com" } });
    await drainMailQueue();
    const token = await linkTo();
    // Only the hash is kept; no member reads the checks, not even their own.
    const stored = await backend.db.transaction((tx) => tx.query<{ row: string }>("select row_to_json(c)::text as row from public.mock_email_checks c where user_id = $1", [asha.user.id]));
    expect(stored.rows.map((row) => row.row).join()).not.toContain(token);
    expect(stored.rows.map((row) => row.row).join()).toContain(hashLinkToken(token));
    expect(await countRows(backend, "select count(*) as n from public.mail_queue where position($1 in coalesce(last_error, '')) > 0", [token])).toBe(0);
    expect((await asha.client.from("mock_email_checks").select("id")).error?.code).toBe("42501");

    // Another member cannot use Asha's link; Asha can, once.
    expect((await confirm(ravi, token)).error?.message).toBe("This link has expired, was already used, or was sent to another member. Ask for a new one on your board entry.");
    expect(await confirm(asha, token)).toMatchObject({ error: null, data: "acme-work.example.com" });
    expect((await confirm(asha, token)).error?.code).toBe("23514");
    const card = ((await ravi.client.rpc("mock_board")).data as { user_id: string; work_email_domain: string | null }[]).find((row) => row.user_id === asha.user.id)!;
    expect(card.work_email_domain).toBe("acme-work.example.com");
    expect(JSON.stringify((await ravi.client.rpc("mock_board")).data)).not.toContain("asha.r@");
    expect(await countRows(backend, "select count(*) as n from public.mock_email_checks where user_id = $1 and address is not null", [asha.user.id])).toBe(0);

    // A link past its 24 hours is refused, and its email, if still queued, is never sent.
    expect((await ravi.client.rpc("start_work_email_check", { address: "ravi@acme-work.example.com" })).error).toBeNull();
    await backend.db.transaction((tx) => tx.query("update public.mock_email_checks set expires_at = now() - interval '1 minute' where user_id = $1", [ravi.user.id]));
    await drainMailQueue();
    expect((await emailsTo(backend, "ravi@acme-work.example.com")).messages).toHaveLength(0);
    expect(await countRows(backend, "select count(*) as n from public.mail_queue where kind = 'work-email' and recipient = $1 and cancelled_at is not null", [ravi.user.id])).toBe(1);
    // Three links a day at most.
    for (const n of [1, 2]) expect((await ravi.client.rpc("start_work_email_check", { address: `ravi${n}@acme-work.example.com` })).error).toBeNull();
    expect((await ravi.client.rpc("start_work_email_check", { address: "ravi3@acme-work.example.com" })).error?.message)
      .toBe("You have asked for 3 links in the last 24 hours, the most allowed. Try again tomorrow.");
  });
});

