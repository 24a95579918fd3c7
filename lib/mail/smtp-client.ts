import net from "node:net";
import tls from "node:tls";

/**
 * A small SMTP client (RFC 5321) for the app's own emails: the mock interview reminders. The project sends no other
 * mail itself (Supabase Auth sends its own), so this is a few dozen lines over node:net rather than a dependency:
 * implicit TLS (smtps://, port 465) or plain with STARTTLS when the server offers it (smtp://, port 587), AUTH PLAIN,
 * one message to one recipient per connection.
 */

export interface SmtpTarget {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://). */
  secure: boolean;
  user: string;
  pass: string;
}

/** `smtps://user:pass@smtp.example.com:465` or `smtp://user:pass@smtp.example.com:587`; null when it is not one. */
export function parseSmtpUrl(value: string): SmtpTarget | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") return null;
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: decodeURIComponent(url.username),
    pass: decodeURIComponent(url.password),
  };
}

export interface MailMessage {
  from: { name: string; address: string };
  to: { name: string; address: string };
  subject: string;
  text: string;
  /** A calendar invitation attached as invite.ics. */
  calendar?: string;
  /** Without angle brackets; the same for every retry of one email, so a receiver can tell repeats. */
  messageId: string;
  date: Date;
}

/** A header value as RFC 2047 words when it is not plain ASCII. */
function headerText(value: string): string {
  const clean = value.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, "utf8").toString("base64")}?=`;
}

const mailbox = (box: { name: string; address: string }) => (box.name ? `${headerText(`"${box.name.replace(/["\\]/g, "")}"`)} <${box.address}>` : `<${box.address}>`);
const base64Lines = (value: string) => Buffer.from(value, "utf8").toString("base64").replace(/.{1,76}/g, "$&\r\n");

/** The message in MIME: a text part (base64, so any script passes any server), and the .ics when there is one. */
export function buildMessage(message: MailMessage): string {
  const boundary = `mixed-${message.messageId.replace(/[^A-Za-z0-9]/g, "")}`;
  const head = [
    `From: ${mailbox(message.from)}`,
    `To: ${mailbox(message.to)}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${message.date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${message.messageId}>`,
    "MIME-Version: 1.0",
  ];
  const textPart = ["Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: base64", "", base64Lines(message.text)];
  if (!message.calendar) return [...head, ...textPart].join("\r\n");
  return [
    ...head,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    ...textPart,
    `--${boundary}`,
    'Content-Type: text/calendar; charset=UTF-8; method=PUBLISH; name="invite.ics"',
    'Content-Disposition: attachment; filename="invite.ics"',
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(message.calendar),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** Reads SMTP replies ("250-..." lines up to "250 ...") off a socket, one whole reply per call. */
class ReplyReader {
  private buffer = "";
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private failure: Error | null = null;
  private failed: ((error: Error) => void) | null = null;

  constructor(socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket) {
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      this.buffer += chunk;
      this.deliver();
    });
    socket.on("error", (error) => this.fail(error));
    socket.on("close", () => this.fail(new Error("the SMTP server closed the connection")));
  }

  private fail(error: Error) {
    this.failure ??= error;
    this.failed?.(this.failure);
  }

  private deliver() {
    if (!this.waiting) return;
    const lines = this.buffer.split("\r\n");
    for (let i = 0; i < lines.length - 1; i++) {
      if (/^\d{3} /.test(lines[i]!) || /^\d{3}$/.test(lines[i]!)) {
        const reply = { code: Number(lines[i]!.slice(0, 3)), text: lines.slice(0, i + 1).join("\n") };
        this.buffer = lines.slice(i + 1).join("\r\n");
        const resolve = this.waiting;
        this.waiting = null;
        this.failed = null;
        resolve(reply);
        return;
      }
    }
  }

  next(): Promise<{ code: number; text: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      if (this.failure) return reject(this.failure);
      this.deliver();
    });
  }
}

/** Sends one message; throws with the server's words when it refuses, or when it does not answer within `timeoutMs`. */
export async function sendMail(target: SmtpTarget, message: MailMessage, { timeoutMs = 20_000, clientName = "localhost" } = {}): Promise<void> {
  let socket: net.Socket = target.secure
    ? tls.connect({ host: target.host, port: target.port, servername: net.isIP(target.host) ? undefined : target.host })
    : net.connect({ host: target.host, port: target.port });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`the SMTP server did not answer within ${timeoutMs / 1000} s`)));
  let reader = new ReplyReader(socket);
  const expect = async (codes: number[], what: string) => {
    const reply = await reader.next();
    if (!codes.includes(reply.code)) throw new Error(`SMTP ${what}: ${reply.text}`);
    return reply;
  };
  const command = async (line: string, codes: number[], what = line.split(" ")[0]!) => {
    socket.write(`${line}\r\n`);
    return expect(codes, what);
  };
  try {
    await expect([220], "greeting");
    let hello = await command(`EHLO ${clientName}`, [250]);
    if (!target.secure && /^250[- ]STARTTLS/im.test(hello.text)) {
      await command("STARTTLS", [220]);
      socket.removeAllListeners("data");
      socket = tls.connect({ socket, servername: net.isIP(target.host) ? undefined : target.host });
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`the SMTP server did not answer within ${timeoutMs / 1000} s`)));
      reader = new ReplyReader(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once("secureConnect", () => resolve());
        socket.once("error", reject);
      });
      hello = await command(`EHLO ${clientName}`, [250]);
    }
    if (target.user) {
      const token = Buffer.from(`\0${target.user}\0${target.pass}`, "utf8").toString("base64");
      await command(`AUTH PLAIN ${token}`, [235], "AUTH");
    }
    await command(`MAIL FROM:<${message.from.address}>`, [250]);
    await command(`RCPT TO:<${message.to.address}>`, [250, 251]);
    await command("DATA", [354]);
    // Dot-stuffing: a line that starts with "." gets one more, so it is not read as the end of the message.
    const body = buildMessage(message).replace(/\r?\n/g, "\r\n").replace(/^\./gm, "..");
    socket.write(`${body}${body.endsWith("\r\n") ? "" : "\r\n"}.\r\n`);
    await expect([250], "message");
    socket.write("QUIT\r\n");
  } finally {
    socket.end();
    socket.destroy();
  }
}
