import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { httpLayerKinds, emailsTo, newMember, startTestBackend, type OutboxList, type TestBackend } from "./harness";

/**
 * The outbox (local-supabase/mail/): emails kept in the backend's own schema and served like Mailpit on the mail port,
 * an HTML viewer and Mailpit's JSON API. See docs/local-backend.md, 'The outbox'.
 */
describe.each(httpLayerKinds())("the outbox on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  const api = async <T>(path: string) => {
    const response = await fetch(`${backend.mailUrl}${path}`);
    expect(response.headers.get("content-type")).toBe("application/json");
    return (await response.json()) as T;
  };

  /**
   * Three members who each asked for a recovery email, in this order. The members are made first: each sign-up also
   * sends a confirmation email, and the three recovery emails must be the newest three.
   */
  async function threeEmails() {
    const members = [];
    const made = [await newMember(backend), await newMember(backend), await newMember(backend)];
    for (const member of made) {
      const answer = await fetch(`${backend.url}/auth/v1/recover`, { method: "POST", headers: { apikey: ANON_KEY }, body: JSON.stringify({ email: member.email }) });
      expect(answer.status).toBe(200);
      members.push(member);
    }
    return members;
  }

  it("is served on the mail URL the backend reports, on loopback, apart from the API", () => {
    expect(backend.mailUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(backend.mailUrl).not.toBe(backend.url);
  });

  it("lists messages newest first in Mailpit's shape, with totals and unread counts", async () => {
    const members = await threeEmails();
    const list = await api<OutboxList>("/api/v1/messages");
    const newest = list.messages.slice(0, 3).map((m) => m.To[0]!.Address);
    expect(newest).toEqual(members.map((m) => m.email).reverse());
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.count).toBe(list.messages.length);
    expect(list.messages_count).toBe(list.total);
    expect(list.start).toBe(0);
    expect(list.tags).toEqual([]);
    const first = list.messages[0]!;
    expect(Object.keys(first)).toEqual(["ID", "MessageID", "Read", "From", "To", "Cc", "Bcc", "ReplyTo", "Subject", "Created", "Username", "Tags", "Size", "Attachments", "Snippet"]);
    expect(first).toMatchObject({ Read: false, From: { Name: "Supabase Auth", Address: "noreply@mail.app.supabase.io" }, Subject: "Reset your password", Attachments: 0 });
    expect(first.ID).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(new Date(first.Created).toISOString()).toBe(first.Created);
    expect(first.Snippet.startsWith("Reset your password We received a request")).toBe(true);
    const paged = await api<OutboxList>("/api/v1/messages?start=1&limit=1");
    expect(paged.messages.map((m) => m.ID)).toEqual([list.messages[1]!.ID]);
    expect([paged.start, paged.count]).toEqual([1, 1]);
  });

  it("opens a message with its HTML and Text, and marks it read", async () => {
    const [member] = await threeEmails();
    const { messages, unread } = await api<OutboxList>("/api/v1/messages");
    const summary = messages.find((m) => m.To[0]!.Address === member!.email)!;
    const message = await api<Record<string, unknown>>(`/api/v1/message/${summary.ID}`);
    expect(message).toMatchObject({ ID: summary.ID, Subject: "Reset your password", To: [{ Name: "", Address: member!.email }], Inline: [], Attachments: [] });
    expect(message.HTML).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[0-9a-f]{56}&amp;type=recovery&amp;redirect_to=/);
    expect(message.Text).toMatch(/Reset password: http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=/);
    const after = await api<OutboxList>("/api/v1/messages");
    expect(after.unread).toBe(unread - 1);
    expect(after.messages.find((m) => m.ID === summary.ID)!.Read).toBe(true);
    expect((await api<{ ID: string }>("/api/v1/message/latest")).ID).toBe(after.messages[0]!.ID);
  });

  it("searches by recipient with to:, as tests read a member's email", async () => {
    const [a, b] = await threeEmails();
    // Each member has two emails: the recovery email, and before it the sign-up confirmation.
    const found = await emailsTo(backend, b!.email);
    expect(found.messages.map((m) => [m.To[0]!.Address, m.Subject])).toEqual([[b!.email, "Reset your password"], [b!.email, "Confirm Your Signup"]]);
    expect(found.messages_count).toBe(2);
    expect(found.total).toBeGreaterThanOrEqual(3);
    const unquoted = await api<OutboxList>(`/api/v1/search?query=${encodeURIComponent(`to:${a!.email.toUpperCase()}`)}`);
    expect(unquoted.messages.map((m) => m.To[0]!.Address)).toEqual([a!.email, a!.email]);
    const negated = await api<OutboxList>(`/api/v1/search?query=${encodeURIComponent(`subject:reset -to:${a!.email}`)}`);
    expect(negated.messages.some((m) => m.To[0]!.Address === a!.email)).toBe(false);
    expect(negated.messages.some((m) => m.To[0]!.Address === b!.email)).toBe(true);
  });

  it("answers errors as Mailpit does, in plain text", async () => {
    const missing = await fetch(`${backend.mailUrl}/api/v1/message/nope`);
    expect([missing.status, missing.headers.get("content-type"), await missing.text()]).toEqual([404, "text/plain; charset=utf-8", "404 page not found"]);
    for (const query of ["%20", "%00"]) {
      const noQuery = await fetch(`${backend.mailUrl}/api/v1/search?query=${query}`);
      expect([noQuery.status, await noQuery.text()]).toEqual([400, "Error: no search query"]);
    }
    expect((await fetch(`${backend.mailUrl}/api/v1/message/%E0%A4`)).status).toBe(404);
    expect((await fetch(`${backend.mailUrl}/api/v1/messages`, { method: "DELETE" })).status).toBe(405);
  });

  it("shows an HTML page listing the messages newest first, each opening its own page", async () => {
    const members = await threeEmails();
    const page = await fetch(`${backend.mailUrl}/`);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    const order = members.map((m) => html.indexOf(m.email));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((x, y) => y - x)).toEqual(order);
    const view = /href="(\/view\/[0-9A-Za-z]{22})"/.exec(html)![1]!;
    const opened = await (await fetch(`${backend.mailUrl}${view}`)).text();
    expect(opened).toContain("<h1>Reset your password</h1>");
    expect(opened).toContain(members[2]!.email);
    expect(opened).toMatch(/<li><a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=/);
  });
});
