import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db";
import { escapeHtml } from "../http";
import { sendMailError } from "./errors";
import { listMessages, openMessage, type MailAddress } from "./outbox";

const STYLE = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
tr.unread td{font-weight:600}a{color:#1d4ed8}.muted{color:#6b7280;font-size:.9rem}
iframe{width:100%;height:24rem;border:1px solid #e5e7eb}pre{white-space:pre-wrap;background:#f9fafb;padding:1rem;border:1px solid #e5e7eb}`;

function page(res: ServerResponse, title: string, body: string, extraHead = ""): void {
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    // No script anywhere; the email's HTML is shown in a sandboxed frame of its own.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
    "Referrer-Policy": "no-referrer",
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${extraHead}<style>${STYLE}</style></head><body><main>${body}</main></body></html>`);
}

const address = (a: MailAddress) => escapeHtml(a.Name ? `${a.Name} <${a.Address}>` : a.Address);

/** GET /: every message in the outbox, newest first (refreshed every five seconds), each opening its own page. */
export async function inboxPage(_req: IncomingMessage, res: ServerResponse, db: Database): Promise<void> {
  const list = await listMessages(db, { start: 0, limit: 200 });
  const rows = list.messages
    .map(
      (m) => `<tr class="${m.Read ? "read" : "unread"}"><td class="muted">${escapeHtml(new Date(m.Created).toLocaleString("en-GB"))}</td>
<td>${m.To.map(address).join(", ")}</td><td><a href="/view/${encodeURIComponent(m.ID)}">${escapeHtml(m.Subject)}</a>
<div class="muted">${escapeHtml(m.Snippet)}</div></td></tr>`,
    )
    .join("\n");
  page(
    res,
    "Outbox · local-supabase",
    `<h1>Outbox</h1>
<p class="muted">The emails the local backend would have sent (nothing leaves this machine): ${list.total} in all, ${list.unread} unread,
newest first. The same list as JSON: <a href="/api/v1/messages">/api/v1/messages</a> (Mailpit's API).</p>
${list.messages.length ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>No emails yet.</p>"}`,
    '<meta http-equiv="refresh" content="5">',
  );
}

/** The links of the email, so they can be followed even where the framed HTML cannot be clicked. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
}

/** GET /view/{ID}: one message, its HTML (in a sandboxed frame), its links and its text; opening it marks it read. */
export async function messagePage(_req: IncomingMessage, res: ServerResponse, db: Database, id: string): Promise<void> {
  const message = await openMessage(db, id);
  if (!message) return sendMailError(res, 404, "404 page not found");
  // Links in the frame open in the whole window (the app, not a frame inside the viewer).
  const framed = `<base target="_top">${message.HTML}`;
  const links = linksOf(message.HTML)
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join("");
  page(
    res,
    `${message.Subject} · Outbox`,
    `<p><a href="/">← Outbox</a></p><h1>${escapeHtml(message.Subject)}</h1>
<p><strong>From:</strong> ${address(message.From)}<br><strong>To:</strong> ${message.To.map(address).join(", ")}<br>
<strong>Received:</strong> ${escapeHtml(new Date(message.Date).toLocaleString("en-GB"))}</p>
<iframe title="The email's HTML" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(framed)}"></iframe>
${links ? `<h2>Links</h2><ul>${links}</ul>` : ""}
<h2>Text</h2><pre>${escapeHtml(message.Text)}</pre>
<p class="muted">As JSON: <a href="/api/v1/message/${encodeURIComponent(message.ID)}">/api/v1/message/${escapeHtml(message.ID)}</a></p>`,
  );
}
