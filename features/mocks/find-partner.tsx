import { formatIndianTime } from "@/lib/indian-time";
import { ActionButton } from "./action-button";
import type { BoardMember } from "./load-mock-page";
import type { Match } from "./matching";
import { sendProposedRequest } from "./request-actions";

/**
 * "Find me a partner": the best matches on the board, each with the next times both have free; one tap sends a
 * request for that time (its questions are chosen when it is accepted).
 */
export function FindPartner({ matches, heading = "h4" }: { matches: Match<BoardMember>[]; /** One level below the section's. */ heading?: "h3" | "h4" }) {
  const Heading = heading;
  if (matches.length === 0) {
    return (
      <p className="text-slate-700">
        Nobody on the board shares a free time with you in the next two weeks. Add more times to your board entry, or look again later.
      </p>
    );
  }
  return (
    <ol className="space-y-3">
      {matches.map((match) => (
        <li key={match.member.user_id} className="space-y-2 rounded-lg border border-violet-200 p-4">
          <Heading className="font-semibold text-slate-900">{match.member.display_name}</Heading>
          <p className="text-sm text-slate-700">{match.reasons.join(" · ")}</p>
          <div className="flex flex-wrap gap-2">
            {match.starts.map((start) => (
              <ActionButton
                key={start}
                action={sendProposedRequest}
                fields={{ partner: match.member.user_id, proposed_at: start }}
                label={`Ask ${match.member.display_name} for ${formatIndianTime(start)}`}
              />
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
