import type { Metadata } from "next";
import { ActionButton } from "@/features/mocks/action-button";
import { leaveBoard, setBoardPaused } from "@/features/mocks/board-entry-actions";
import { BoardEntryForm } from "@/features/mocks/board-entry-form";
import { BoardList } from "@/features/mocks/board-list";
import { FindPartner } from "@/features/mocks/find-partner";
import { rankPartners } from "@/features/mocks/matching";
import { toIndianTime } from "@/lib/indian-time";
import { groupRequests } from "@/features/mocks/group-requests";
import { loadMockPage } from "@/features/mocks/load-mock-page";
import { MarkAcceptancesSeen } from "@/features/mocks/mark-acceptances-seen";
import { halvesOf } from "@/features/mocks/mock-halves";
import { MOCK_LIMITS, slotLabel } from "@/features/mocks/mock-options";
import { rememberMockNotices } from "@/features/mocks/mock-notices";
import { defaultDisplayName } from "@/features/mocks/mock-schema";
import { loadPracticeSelfGrades } from "@/features/mocks/practice-self-grades";
import { loadQuestionInfo } from "@/features/mocks/question-info";
import { planForEntry } from "@/features/mocks/plan-for-entry";
import { RequestForm } from "@/features/mocks/request-form";
import { IncomingRequests, OutgoingRequests, PastMocks, UpcomingMocks } from "@/features/mocks/request-lists";
import { unblockMember } from "@/features/mocks/safety-actions";
import { SoloMockList } from "@/features/solo-mocks/solo-mock-list";
import { requireMember } from "@/lib/auth/session";
import { siteConfig } from "@/lib/site-config";
import { confirmWorkEmail } from "@/features/mocks/work-email-actions";
import { WorkEmailForm } from "@/features/mocks/work-email-form";
import { isLinkToken, WORK_EMAIL_LINK_HOURS } from "@/features/mocks/work-email";

export const metadata: Metadata = { title: "Mock interviews" };

const sectionClass = "space-y-3";
const headingClass = "text-xl font-semibold text-slate-900";

/** `/mocks`: the board where members find a partner, their requests, agreed mocks, feedback, and safety. */
export default async function MocksPage({ searchParams }: PageProps<"/mocks">) {
  const member = await requireMember();
  const query = await searchParams;
  const verifyToken = isLinkToken(query.verify) ? query.verify : null;
  const [page, { info }] = await Promise.all([loadMockPage(), loadQuestionInfo()]);
  // A new entry starts from the plan, when there is one (a plan that cannot be read just leaves the form empty).
  const fromPlan = page.entry || page.takenOff ? null : await planForEntry(member.id);
  const now = new Date();
  const { incoming, outgoing, upcoming, past: done, newAcceptances } = groupRequests(page.requests, now);
  const notices = incoming.length + newAcceptances.length;
  // The render writes nothing: the acceptances become seen from the browser (MarkAcceptancesSeen), which forgets this.
  rememberMockNotices(member.id, notices);
  const started = [...upcoming, ...done].filter((request) => Date.parse(request.proposed_at) <= now.getTime());
  const selfGrades = await loadPracticeSelfGrades(member.id, [...new Set(started.map((request) => halvesOf(request).answering.type))]);
  const after = { memberId: member.id, received: page.received, selfGrades, now };
  const busy = upcoming.filter((request) => request.status === "accepted").map((request) => Date.parse(request.proposed_at));
  const matches = page.entry ? rankPartners(page.entry, page.board, now, { busy }).slice(0, 3) : [];
  // A partner did not come (reported in the last day): the best partners free within the next day, at the top.
  const stoodUp = done.filter((request) => request.no_show_reported && now.getTime() - Date.parse(request.proposed_at) < 86_400_000);
  const rematches =
    page.entry && !page.entry.paused && stoodUp.length > 0
      ? rankPartners(page.entry, page.board, now, { busy, blocked: new Set(stoodUp.map((request) => request.other)), horizonMs: 86_400_000 }).slice(0, 3)
      : [];
  const partners = page.board.map((other) => ({ id: other.user_id, name: other.display_name, slots: other.slots.map(slotLabel) }));

  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-8 [overflow-wrap:anywhere]">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Mock interviews</h1>
        <p className="text-slate-700">
          Find a partner among members preparing too, agree a time, and interview each other with the kit for any practice question. Times are in
          India&apos;s time (IST). Your email and phone are never shown; your video link only to a partner who accepted.
        </p>
        <p role="status" className="font-medium text-slate-900">
          {notices === 0
            ? "Nothing new."
            : [incoming.length > 0 && `${incoming.length} ${incoming.length === 1 ? "request waits" : "requests wait"} for your answer`, newAcceptances.length > 0 && `${newAcceptances.length} new ${newAcceptances.length === 1 ? "acceptance" : "acceptances"}`].filter(Boolean).join(" · ")}
        </p>
        <MarkAcceptancesSeen ids={newAcceptances.map((request) => request.id)} />
      </div>

      {verifyToken && (
        <section id="verify-email" aria-labelledby="verify-email-heading" className="space-y-3 rounded-lg border-2 border-violet-700 p-4">
          <h2 id="verify-email-heading" className={headingClass}>Confirm your work email</h2>
          <p className="text-slate-700">
            You opened the link we emailed to your work or college address. Confirm it, and your board card shows that the address is verified, with its
            domain only.
          </p>
          <ActionButton action={confirmWorkEmail} fields={{ token: verifyToken }} label="Confirm my work email" tone="main" />
        </section>
      )}

      {stoodUp.length > 0 && page.entry && !page.entry.paused && (
        <section aria-labelledby="rematch" className="space-y-3 rounded-lg border-2 border-violet-700 p-4">
          <h2 id="rematch" className={headingClass}>A new partner within a day</h2>
          <p className="text-slate-700">
            {stoodUp[0]!.other_name} did not come. These members are free when you are in the next 24 hours; one tap asks for that time.
          </p>
          {rematches.length > 0 ? (
            <FindPartner matches={rematches} heading="h3" />
          ) : (
            <p className="text-slate-700">Nobody on the board shares a free time with you in the next day. Add times to your board entry, or see Find me a partner below.</p>
          )}
        </section>
      )}

      {page.entry?.paused_by_admin && (
        <section aria-labelledby="admin-pause" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h2 id="admin-pause" className={headingClass}>An admin paused your entry</h2>
          <p className="text-slate-900">
            After a report, an admin paused your board entry: nobody sees it or can send you a request, and your mocks already agreed stay. The rest of
            the course stays open to you. To ask for it back, write to{" "}
            <a href={`mailto:${siteConfig.supportEmail}?subject=${encodeURIComponent("My mock board entry")}`} className="font-medium text-violet-800 underline underline-offset-2">
              {siteConfig.supportEmail}
            </a>
            ; an admin can resume it.
          </p>
        </section>
      )}

      {page.entry?.paused_for_no_shows && !page.entry.paused_by_admin && (
        <section aria-labelledby="no-show-pause" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h2 id="no-show-pause" className={headingClass}>Your entry is paused</h2>
          <p className="text-slate-900">
            Partners reported that you did not come to two mocks in the last 30 days, so your board entry is paused and nobody can send you a request.
            When you are sure you can keep the times you offer, resume it.
          </p>
          <ActionButton action={setBoardPaused} fields={{ paused: "false" }} label="Resume my board entry" tone="main" />
        </section>
      )}

      <SoloMockList />

      <section aria-labelledby="incoming" className={sectionClass}>
        <h2 id="incoming" className={headingClass}>Requests for you</h2>
        <IncomingRequests requests={incoming} questions={info} />
      </section>

      <section aria-labelledby="upcoming" className={sectionClass}>
        <h2 id="upcoming" className={headingClass}>Upcoming</h2>
        <UpcomingMocks requests={upcoming} questions={info} {...after} />
      </section>

      <section aria-labelledby="past" className={sectionClass}>
        <h2 id="past" className={headingClass}>Past mocks and feedback</h2>
        <PastMocks requests={done} questions={info} {...after} />
      </section>

      <section aria-labelledby="board" className={sectionClass}>
        <h2 id="board" className={headingClass}>The board</h2>
        {page.takenOff ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
            An admin took you off the board, so you cannot see it or join it again. The rest of the course stays open to you. To ask about it, write to{" "}
            <a href={`mailto:${siteConfig.supportEmail}`} className="font-medium text-violet-800 underline underline-offset-2">
              {siteConfig.supportEmail}
            </a>
            .
          </p>
        ) : page.entry && !page.entry.paused ? (
          <>
            <section aria-labelledby="find-partner" className="space-y-3 rounded-lg bg-violet-50 p-4">
              <h3 id="find-partner" className="text-lg font-semibold text-slate-900">Find me a partner</h3>
              <p className="text-sm text-slate-700">
                The members who fit you best: free when you are in the next two weeks, practising the same question types, interviewing around
                the same time, and keeping their mocks. One tap sends a request for that time.
              </p>
              <FindPartner matches={matches} />
            </section>
            <BoardList board={page.board} />
            {partners.length > 0 && (
              <section aria-labelledby="send-request" className="space-y-3 rounded-lg bg-slate-50 p-4">
                <h3 id="send-request" className="text-lg font-semibold text-slate-900">Send a request</h3>
                <p className="text-sm text-slate-700">
                  Up to {MOCK_LIMITS.openRequests} requests can wait for an answer at once, and {MOCK_LIMITS.requestsPerDay} can be sent a day.
                </p>
                <RequestForm partners={partners} earliest={toIndianTime(now)} />
              </section>
            )}
          </>
        ) : (
          <p className="text-slate-700">{page.entry?.paused_by_admin ? "An admin paused your entry (see above), so the board is hidden from you for now." : page.entry ? "Your entry is paused: resume it to see the board and send requests." : "Join the board below to see who else is preparing and send requests."}</p>
        )}
      </section>

      <section aria-labelledby="your-requests" className={sectionClass}>
        <h2 id="your-requests" className={headingClass}>Your requests</h2>
        <OutgoingRequests requests={outgoing} questions={info} />
      </section>

      {!page.takenOff && (
        <section aria-labelledby="entry" className={sectionClass}>
          <h2 id="entry" className={headingClass}>{page.entry ? "Your board entry" : "Join the board"}</h2>
          {page.entry && (
            <div className="flex flex-wrap gap-3">
              {!page.entry.paused_by_admin && (
                <ActionButton action={setBoardPaused} fields={{ paused: String(!page.entry.paused) }} label={page.entry.paused ? "Resume my entry" : "Pause my entry"} />
              )}
              <ActionButton action={leaveBoard} label="Leave the board" tone="danger" />
            </div>
          )}
          <BoardEntryForm entry={page.entry} defaultName={defaultDisplayName(member.name)} fromPlan={fromPlan} />
          {page.entry && (
            <section id="trust" aria-labelledby="trust-heading" className="space-y-3 rounded-lg bg-slate-50 p-4">
              <h3 id="trust-heading" className="text-lg font-semibold text-slate-900">Trust on your card</h3>
              <p role="status" className="text-sm text-slate-900">
                {page.workEmail.verified
                  ? `Your card shows: work email verified (${page.workEmail.verified}). Only the domain is shown, never your address.`
                  : "Your card shows no verified email yet."}
                {page.workEmail.pending && ` A link waits in your inbox at ${page.workEmail.pending}: it works once, for ${WORK_EMAIL_LINK_HOURS} hours.`}
              </p>
              <p className="text-sm text-slate-700">
                Verify a work or college address by a link we email to it (free email services such as Gmail cannot show where you work or study). To
                show &ldquo;LinkedIn connected&rdquo;, add your LinkedIn address on your profile and tick &ldquo;Show my LinkedIn profile on the board&rdquo; above: it is what you gave, not checked with LinkedIn.
              </p>
              <WorkEmailForm />
            </section>
          )}
        </section>
      )}

      {page.blocked.length > 0 && (
        <section aria-labelledby="blocked" className={sectionClass}>
          <h2 id="blocked" className={headingClass}>Members you blocked</h2>
          <ul className="space-y-2">
            {page.blocked.map((blocked) => (
              <li key={blocked.user_id} className="flex flex-wrap items-center gap-3">
                <span className="text-slate-800">{blocked.display_name}</span>
                <ActionButton action={unblockMember} fields={{ member: blocked.user_id }} label={`Unblock ${blocked.display_name}`} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
