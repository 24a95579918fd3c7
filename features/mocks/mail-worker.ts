import "server-only";
import { siteUrl } from "@/lib/auth/site-url";
import { parseSmtpUrl, sendMail, type SmtpTarget } from "@/lib/mail/smtp-client";
import { siteConfig } from "@/lib/site-config";
import { createServiceClient } from "@/lib/supabase/service";
import { reminderEmail, type DueReminder } from "./reminders";
import { newLinkToken, workEmailMessage } from "./work-email";

/**
 * The email worker in the app server: every MAIL_QUEUE_POLL_SECONDS (default 30) it claims due emails from the
 * database's queue with a lease, sends each through SMTP_URL and marks it sent, or failed for a later try with backoff.
 * Nothing waits on it: a page that queues an email only nudges it. Without SMTP_URL or a service key the emails wait.
 */

const LEASE_SECONDS = 120;
let running: Promise<void> | null = null;
let warned = false;
let lastClaimError = 0;

function settings(): { target: SmtpTarget; from: { name: string; address: string } } | null {
  const target = parseSmtpUrl(process.env.SMTP_URL ?? "");
  if (!target) {
    if (!warned) console.warn("SMTP_URL is not set (or not smtp:// or smtps://): mock interview reminders wait in the queue until it is.");
    warned = true;
    return null;
  }
  const from = /^(?:"?([^"<]*)"?\s*)?<?([^<>\s]+@[^<>\s]+)>?$/.exec(process.env.MAIL_FROM ?? "");
  return { target, from: from ? { name: (from[1] ?? "").trim(), address: from[2]! } : { name: siteConfig.productName, address: siteConfig.supportEmail } };
}

/** A row public.claim_mail hands out: a mock's reminder, or the link of a work email check (kind "work-email"). */
type DueMail = (DueReminder | (Omit<DueReminder, "kind"> & { kind: "work-email" })) & { to_address: string; domain: string | null };

/**
 * What to send for one claimed row. A work email link gets its token now, and only the token's hash goes to the
 * database; null when the check was verified or expired meanwhile (the database withdraws the email then).
 */
async function emailOf(service: NonNullable<ReturnType<typeof createServiceClient>>, mail: DueMail): Promise<{ subject: string; text: string; calendar?: string } | null> {
  if (mail.kind !== "work-email") return reminderEmail(mail, siteUrl(), new Date());
  const { token, hash } = newLinkToken();
  const stored = await service.rpc("set_work_email_token", { mail: mail.id, token_hash: hash });
  if (stored.error) {
    await service.rpc("mark_mail_failed", { mail: mail.id, error: `token not stored: ${stored.error.message}` });
    return null;
  }
  return stored.data === true ? workEmailMessage(siteUrl(), token, mail.domain ?? "") : null;
}

async function drainOnce(): Promise<void> {
  const config = settings();
  const service = createServiceClient();
  if (!config || !service) return;
  for (let round = 0; round < 10; round++) {
    const { data, error } = await service.rpc("claim_mail", { batch: 10, lease_seconds: LEASE_SECONDS });
    if (error) {
      // Once a minute at most: a backend still starting, or down, would otherwise fill the log every poll.
      if (Date.now() - lastClaimError > 60_000) console.error("mail queue: could not claim (the emails wait):", error.message);
      lastClaimError = Date.now();
      return;
    }
    const due = (data ?? []) as DueMail[];
    if (due.length === 0) return;
    for (const reminder of due) {
      const email = await emailOf(service, reminder);
      if (!email) continue;
      try {
        await sendMail(config.target, {
          from: config.from,
          to: { name: reminder.to_name, address: reminder.to_address },
          ...email,
          messageId: `${reminder.id}@${new URL(siteUrl()).hostname || "localhost"}`,
          date: new Date(),
        });
        const marked = await service.rpc("mark_mail_sent", { mail: reminder.id });
        if (marked.error) console.error("mail queue: sent but not marked:", reminder.id, marked.error.message);
      } catch (failure) {
        const reason = failure instanceof Error ? failure.message : String(failure);
        console.error("mail queue: send failed, will retry:", reminder.id, reason);
        await service.rpc("mark_mail_failed", { mail: reminder.id, error: reason });
      }
    }
  }
}

/** Sends what is due now; one run at a time in this process (the lease keeps other processes off the same rows). */
export function drainMailQueue(): Promise<void> {
  running ??= drainOnce()
    .catch((error: unknown) => console.error("mail queue:", error))
    .finally(() => {
      running = null;
    });
  return running;
}

/** Starts the polling (once per process, from instrumentation.ts). */
export function startMailWorker(): void {
  const seconds = Number(process.env.MAIL_QUEUE_POLL_SECONDS) || 30;
  const timer = setInterval(() => void drainMailQueue(), Math.max(1, seconds) * 1000);
  timer.unref();
  void drainMailQueue();
}
