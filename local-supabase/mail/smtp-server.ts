import net from "node:net";
import type { Database } from "../db";
import { storeReceivedEmail, type MailAddress } from "./outbox";

/**
 * The outbox's SMTP side, like the Supabase CLI's mail catcher on port 54325: the app's own emails (mock interview
 * reminders, sent through SMTP_URL) land in the same outbox as the auth server's, where the viewer and the Mailpit-style
 * API show them. Loopback only, no TLS, any login accepted; it keeps what it is given and sends nothing on.
 */

export interface SmtpServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** The mail viewer's port + 1 (54325 beside 54324), or any free port when the viewer's is. */
export const smtpPortFor = (mailPort: number) => (mailPort === 0 || mailPort + 1 > 65_535 ? 0 : mailPort + 1);

/** "Name" <a@b>, =?UTF-8?B?...?= words decoded. */
function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_match, data: string) => Buffer.from(data, "base64").toString("utf8"));
}
function parseMailbox(value: string): MailAddress {
  const decoded = decodeWords(value).trim();
  const match = /^(.*?)\s*<([^>]*)>$/.exec(decoded);
  return match ? { Name: match[1]!.replace(/^"|"$/g, ""), Address: match[2]! } : { Name: "", Address: decoded };
}

/** The headers and the text of a message: the text/plain part of a multipart one, base64 decoded when it is so sent. */
export function readMessage(raw: string): { headers: Map<string, string>; text: string } {
  const [head = "", ...rest] = raw.split(/\r\n\r\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join("\r\n\r\n");
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  const decode = (partHeaders: string, partBody: string) =>
    /content-transfer-encoding:\s*base64/i.test(partHeaders) ? Buffer.from(partBody.replace(/\s+/g, ""), "base64").toString("utf8") : partBody;
  if (!boundary) return { headers, text: decode(head, body) };
  for (const part of body.split(`--${boundary}`)) {
    const [partHead = "", ...partRest] = part.replace(/^\r\n/, "").split(/\r\n\r\n/);
    if (/content-type:\s*text\/plain/i.test(partHead)) return { headers, text: decode(partHead, partRest.join("\r\n\r\n")) };
  }
  return { headers, text: "" };
}

export async function startSmtpServer(db: Database, host: string, port: number, log: (line: string) => void = console.error): Promise<SmtpServer> {
  const server = net.createServer((socket) => {
    socket.setEncoding("utf8");
    let buffer = "";
    let data: string[] | null = null;
    let to = "";
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 local-supabase SMTP ready");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== ".") {
            data.push(line.startsWith("..") ? line.slice(1) : line);
            continue;
          }
          const raw = data.join("\r\n");
          data = null;
          const { headers, text } = readMessage(raw);
          const recipient = parseMailbox(headers.get("to") ?? to);
          storeReceivedEmail(db, {
            from: parseMailbox(headers.get("from") ?? ""),
            to: { Name: recipient.Name, Address: to || recipient.Address },
            subject: decodeWords(headers.get("subject") ?? ""),
            text,
            raw,
            messageId: (headers.get("message-id") ?? "").replace(/^<|>$/g, ""),
          }).then(
            () => reply("250 OK: kept in the outbox"),
            (error: unknown) => {
              log(`[local-supabase] smtp: ${String(error)}`);
              reply("451 Could not keep the message");
            },
          );
          continue;
        }
        const verb = line.split(" ")[0]!.toUpperCase();
        if (verb === "EHLO") reply("250-local-supabase\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME");
        else if (verb === "HELO") reply("250 local-supabase");
        else if (verb === "AUTH") reply("235 Accepted");
        else if (verb === "MAIL") reply("250 OK");
        else if (verb === "RCPT") {
          to = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 OK");
        } else if (verb === "DATA") {
          data = [];
          reply("354 End with <CRLF>.<CRLF>");
        } else if (verb === "RSET" || verb === "NOOP") reply("250 OK");
        else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else reply("502 Not implemented");
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const bound = (server.address() as net.AddressInfo).port;
  return {
    port: bound,
    url: `smtp://${host}:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
