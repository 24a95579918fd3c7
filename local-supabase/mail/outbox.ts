import { randomBytes } from "node:crypto";
import type { Database, Transaction } from "../db";

/**
 * The outbox: emails are kept in `local_supabase.outbox` (bootstrap.sql) instead of being sent, and read back in the
 * JSON shapes of Mailpit, the mail viewer the Supabase CLI runs, so tools written against `supabase start` work here
 * too (see docs/local-backend.md, 'The outbox').
 */

export interface MailAddress {
  Name: string;
  Address: string;
}

export interface OutgoingEmail {
  to: MailAddress;
  subject: string;
  html: string;
  text: string;
}

/** The sender hosted Supabase uses when a project has no SMTP server of its own. */
export const SENDER: MailAddress = { Name: "Supabase Auth", Address: "noreply@mail.app.supabase.io" };

/** Mailpit's summary of one message, as in its list and search answers. */
export interface MessageSummary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  Subject: string;
  Created: string;
  Username: string;
  Tags: string[];
  Size: number;
  Attachments: number;
  Snippet: string;
}

/** Mailpit's whole message (GET /api/v1/message/{ID}). */
export interface Message {
  ID: string;
  MessageID: string;
  From: MailAddress;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  ReturnPath: string;
  Subject: string;
  ListUnsubscribe: { Header: string; Links: string[]; Errors: string; HeaderPost: string };
  Date: string;
  Tags: string[];
  Username: string;
  Text: string;
  HTML: string;
  Size: number;
  Inline: unknown[];
  Attachments: unknown[];
}

/** Mailpit's answer to a list or a search. `count` is legacy in Mailpit but still sent, so it is here too. */
export interface MessagesSummary {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  messages_unread: number;
  start: number;
  tags: string[];
  messages: MessageSummary[];
}

interface OutboxRow {
  id: string;
  message_id: string;
  from_name: string;
  from_address: string;
  to_name: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  raw: string;
  read: boolean;
  created_at: Date;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A message ID like Mailpit's: 22 characters of [0-9A-Za-z]. */
function newMessageId(): string {
  return [...randomBytes(22)].map((byte) => BASE62[byte % 62]).join("");
}

const formatAddress = (address: MailAddress) => (address.Name ? `"${address.Name.replace(/["\\]/g, "")}" <${address.Address}>` : `<${address.Address}>`);

/** The message as an SMTP server would have received it: MIME, a text and an HTML part. Mailpit's Size is its length. */
function rawMessage(id: string, messageId: string, email: OutgoingEmail, date: Date): string {
  const boundary = `local-supabase-${id}`;
  return [
    `From: ${formatAddress(SENDER)}`,
    `To: ${formatAddress(email.to)}`,
    `Subject: ${email.subject}`,
    `Date: ${date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${messageId}>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    email.text,
    `--${boundary}`,
    "Content-Type: text/html; charset=UTF-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    email.html,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/**
 * Puts an email in the outbox inside the caller's transaction (the auth server's role may insert), so it exists only
 * if what it announces (a recovery token) was stored too. Returns the message's ID.
 */
export async function enqueueEmail(tx: Transaction, email: OutgoingEmail): Promise<string> {
  const id = newMessageId();
  const messageId = `${id}@local-supabase`;
  const now = new Date();
  await tx.query(
    `insert into local_supabase.outbox (id, message_id, from_name, from_address, to_name, to_address, subject, html, text, raw, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [id, messageId, SENDER.Name, SENDER.Address, email.to.Name, email.to.Address, email.subject, email.html, email.text,
      rawMessage(id, messageId, email, now), now.toISOString()],
  );
  return id;
}

/** Mailpit's snippet: the text with its white space collapsed, at most 200 characters, "..." when cut. */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= 200 ? flat : `${flat.slice(0, 200)}...`;
}

const sender = (row: OutboxRow): MailAddress => ({ Name: row.from_name, Address: row.from_address });
const recipients = (row: OutboxRow): MailAddress[] => [{ Name: row.to_name, Address: row.to_address }];

function summary(row: OutboxRow): MessageSummary {
  return {
    ID: row.id,
    MessageID: row.message_id,
    Read: row.read,
    From: sender(row),
    To: recipients(row),
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: row.subject,
    Created: new Date(row.created_at).toISOString(),
    Username: "",
    Tags: [],
    Size: Buffer.byteLength(row.raw),
    Attachments: 0,
    Snippet: snippet(row.text),
  };
}

/**
 * The part of Mailpit's search syntax the outbox understands: words separated by spaces ("double quotes" keep a phrase
 * together), each optionally `to:`, `from:` or `subject:`, or `is:read` / `is:unread`; a leading `-` or `!` negates a
 * word. Words are matched case-insensitively as substrings, all of them together. Returns SQL and its parameters.
 */
export function searchCondition(query: string, values: unknown[]): string {
  const words = query.match(/[-!]?(?:[a-z]+:)?(?:"[^"]*"|\S+)/gi) ?? [];
  const conditions = words.map((word) => {
    const negated = /^[-!]/.test(word);
    const body = negated ? word.slice(1) : word;
    const prefix = /^(to|from|subject|is):/i.exec(body)?.[1]?.toLowerCase() ?? null;
    const rawValue = prefix ? body.slice(prefix.length + 1) : body;
    const value = rawValue.replace(/^"(.*)"$/, "$1");
    let condition: string;
    if (prefix === "is" && ["read", "unread"].includes(value.toLowerCase())) {
      condition = value.toLowerCase() === "read" ? "read" : "not read";
    } else {
      values.push(value.toLowerCase());
      const p = `$${values.length}`;
      const fields =
        prefix === "to" ? ["to_name", "to_address"]
        : prefix === "from" ? ["from_name", "from_address"]
        : prefix === "subject" ? ["subject"]
        : ["subject", "text", "from_name", "from_address", "to_name", "to_address"];
      condition = `(${fields.map((field) => `position(${p} in lower(${field})) > 0`).join(" or ")})`;
    }
    return negated ? `not ${condition}` : condition;
  });
  return conditions.length ? conditions.join(" and ") : "true";
}

/** Lists messages newest first, like Mailpit's GET /api/v1/messages (or /api/v1/search with a query). */
export async function listMessages(db: Database, options: { start: number; limit: number; query?: string }): Promise<MessagesSummary> {
  return db.transaction(async (tx) => {
    const values: unknown[] = [];
    const where = options.query === undefined ? "true" : searchCondition(options.query, values);
    const page = options.limit > 0 ? ` limit ${options.limit} offset ${options.start}` : ` offset ${options.start}`;
    const rows = await tx.query<OutboxRow>(`select * from local_supabase.outbox where ${where} order by seq desc${page}`, values);
    const totals = await tx.query<{ total: number; unread: number; matching: number; matching_unread: number }>(
      `select count(*)::int as total, (count(*) filter (where not read))::int as unread,
              (count(*) filter (where ${where}))::int as matching, (count(*) filter (where ${where} and not read))::int as matching_unread
       from local_supabase.outbox`,
      values,
    );
    const counts = totals.rows[0]!;
    return {
      total: counts.total,
      unread: counts.unread,
      count: rows.rows.length,
      messages_count: counts.matching,
      messages_unread: counts.matching_unread,
      start: options.start,
      tags: [],
      messages: rows.rows.map(summary),
    };
  }, { readOnly: true });
}

async function findRow(tx: Transaction, id: string): Promise<OutboxRow | null> {
  if (id === "latest") {
    return (await tx.query<OutboxRow>("select * from local_supabase.outbox order by seq desc limit 1")).rows[0] ?? null;
  }
  // Postgres text cannot hold NUL; no message has such an ID.
  if (id.includes("\0")) return null;
  return (await tx.query<OutboxRow>("select * from local_supabase.outbox where id = $1", [id])).rows[0] ?? null;
}

/** One whole message (`latest` for the newest), marked as read as Mailpit does when it is opened; null if unknown. */
export async function openMessage(db: Database, id: string): Promise<Message | null> {
  return db.transaction(async (tx) => {
    const row = await findRow(tx, id);
    if (!row) return null;
    await tx.query("update local_supabase.outbox set read = true where id = $1", [row.id]);
    return {
      ID: row.id,
      MessageID: row.message_id,
      From: sender(row),
      To: recipients(row),
      Cc: [],
      Bcc: [],
      ReplyTo: [],
      ReturnPath: row.from_address,
      Subject: row.subject,
      ListUnsubscribe: { Header: "", Links: [], Errors: "", HeaderPost: "" },
      Date: new Date(row.created_at).toISOString(),
      Tags: [],
      Username: "",
      Text: row.text,
      HTML: row.html,
      Size: Buffer.byteLength(row.raw),
      Inline: [],
      Attachments: [],
    };
  });
}

/** The message's source (Mailpit's /api/v1/message/{ID}/raw); null if unknown. */
export async function rawSource(db: Database, id: string): Promise<string | null> {
  return db.transaction(async (tx) => (await findRow(tx, id))?.raw ?? null, { readOnly: true });
}

/** A message as the SMTP listener received it (mail/smtp-server.ts): its sender, recipient, subject, text and source. */
export interface ReceivedEmail {
  from: MailAddress;
  to: MailAddress;
  subject: string;
  text: string;
  raw: string;
  messageId: string;
}

/** Keeps a message the app sent through the SMTP listener, beside the auth server's. Returns its ID. */
export async function storeReceivedEmail(db: Database, email: ReceivedEmail): Promise<string> {
  const id = newMessageId();
  await db.transaction((tx) =>
    tx.query(
      `insert into local_supabase.outbox (id, message_id, from_name, from_address, to_name, to_address, subject, html, text, raw, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, '', $8, $9, $10)`,
      [id, email.messageId || `${id}@local-supabase`, email.from.Name, email.from.Address, email.to.Name, email.to.Address, email.subject, email.text, email.raw,
        new Date().toISOString()],
    ),
  );
  return id;
}
