import { describe, expect, it } from "vitest";
import { groupRequests } from "@/features/mocks/group-requests";
import type { MockRequest } from "@/features/mocks/load-mock-page";

const now = new Date("2026-12-01T10:00:00Z");
const request = (id: string, fields: Partial<MockRequest>): MockRequest => ({
  id, incoming: false, other: "o", other_name: "Ravi", proposed_at: "2026-12-02T10:00:00Z", question_type: "behavioral", question_id: "q",
  second_question_type: "behavioral", second_question_id: "q", i_interview_first: true, status: "pending", acceptance_seen: false, feedback_given: false,
  other_feedback_given: false, no_show_reported: false, link: null, ...fields,
});

describe("groupRequests", () => {
  const requests = [
    request("incoming", { incoming: true }),
    request("incoming-expired", { incoming: true, proposed_at: "2026-11-30T10:00:00Z" }),
    request("sent", {}),
    request("declined", { status: "declined" }),
    request("agreed", { status: "accepted", acceptance_seen: true }),
    request("accepted-unseen", { status: "accepted", proposed_at: "2026-12-01T08:00:00Z" }),
    request("started", { status: "accepted", acceptance_seen: true, proposed_at: "2026-12-01T09:55:00Z" }),
    request("held-under-way", { status: "held", acceptance_seen: true, proposed_at: "2026-12-01T08:31:00Z" }),
    request("held", { status: "held", proposed_at: "2026-11-20T10:00:00Z" }),
  ];
  const ids = (list: MockRequest[]) => list.map((item) => item.id);
  const grouped = groupRequests(requests, now);

  it("offers for an answer only the requests to the member whose time is still to come", () => {
    expect(ids(grouped.incoming)).toEqual(["incoming"]);
  });

  it("lists the member's own requests that are not agreed", () => {
    expect(ids(grouped.outgoing)).toEqual(["sent", "declined"]);
  });

  it("keeps agreed mocks under Upcoming until 90 minutes after their start (an hour and a margin), then under past mocks, newest first", () => {
    expect(ids(grouped.upcoming)).toEqual(["agreed", "started", "held-under-way"]);
    expect(ids(grouped.past)).toEqual(["accepted-unseen", "held"]);
  });

  it("moves a mock to the past at the end of its window, not at its start", () => {
    const mock = request("mock", { status: "accepted", acceptance_seen: true, proposed_at: "2026-12-01T10:00:00Z" });
    const at = (iso: string) => groupRequests([mock], new Date(iso));
    expect(ids(at("2026-12-01T10:00:00Z").upcoming)).toEqual(["mock"]);
    expect(ids(at("2026-12-01T11:29:59Z").upcoming)).toEqual(["mock"]);
    expect(ids(at("2026-12-01T11:30:00Z").past)).toEqual(["mock"]);
  });

  it("counts acceptances the member has not seen", () => {
    expect(ids(grouped.newAcceptances)).toEqual(["accepted-unseen"]);
  });
});
