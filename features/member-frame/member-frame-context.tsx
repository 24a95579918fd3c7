"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { MEMBER_FRAME_PATH } from "@/lib/auth/route-rules";
import type { MemberFrame } from "./member-frame";

const MemberFrameContext = createContext<MemberFrame | null>(null);

/**
 * The member's frame data for the header and sidebar: `frame` when the server read it for this page, otherwise asked
 * for once when the frame is first shown (a lesson page). Null until it is known: the frame then shows no name,
 * counts or ticks, and nothing else waits for it.
 */
export function MemberFrameProvider({ frame, children }: { frame: MemberFrame | null; children: ReactNode }) {
  const [loaded, setLoaded] = useState<MemberFrame | null>(null);
  const needsLoad = frame === null;
  useEffect(() => {
    if (!needsLoad) return;
    const controller = new AbortController();
    fetch(MEMBER_FRAME_PATH, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<MemberFrame>) : null))
      .then((answer) => answer && setLoaded(answer))
      // Offline or refused: the frame stays without the member's details; the page itself is already shown.
      .catch(() => {});
    return () => controller.abort();
  }, [needsLoad]);
  return <MemberFrameContext.Provider value={frame ?? loaded}>{children}</MemberFrameContext.Provider>;
}

export const useMemberFrame = () => useContext(MemberFrameContext);
