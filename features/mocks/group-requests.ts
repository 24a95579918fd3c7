import type { AgreedRequest, MockRequest } from "./load-mock-page";
import { isAgreed } from "./mock-halves";
import { mockPhase } from "./mock-window";

/** A member's requests sorted into the lists of /mocks at the moment `now`. */
export interface GroupedRequests {
  /** Sent to the member, waiting for their answer, time still to come. */
  incoming: MockRequest[];
  /** Sent by the member and not agreed: waiting, declined or cancelled. */
  outgoing: MockRequest[];
  /** Agreed, still to come or under way (until the mock's length and a margin after its start): links and kit stay. */
  upcoming: AgreedRequest[];
  /** Agreed (or held), over: newest first. */
  past: AgreedRequest[];
  /** The member's requests accepted since they last looked. */
  newAcceptances: MockRequest[];
}

export function groupRequests(requests: MockRequest[], now: Date): GroupedRequests {
  const due = (request: MockRequest) => Date.parse(request.proposed_at) <= now.getTime();
  const over = (request: MockRequest) => mockPhase(request.proposed_at, now) === "over";
  return {
    incoming: requests.filter((request) => request.incoming && request.status === "pending" && !due(request)),
    outgoing: requests.filter((request) => !request.incoming && ["pending", "declined", "cancelled"].includes(request.status)),
    upcoming: requests.filter(isAgreed).filter((request) => !over(request)),
    past: requests.filter(isAgreed).filter((request) => over(request)).sort((a, b) => Date.parse(b.proposed_at) - Date.parse(a.proposed_at)),
    newAcceptances: requests.filter((request) => !request.incoming && request.status === "accepted" && !request.acceptance_seen),
  };
}
