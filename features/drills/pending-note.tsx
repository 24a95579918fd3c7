"use client";

import { useSyncExternalStore } from "react";
import { onPendingChange, pendingDrills } from "./drill-queue";

/** Says how many answers wait to be saved (made offline, or while the backend is down), and nothing when none do. */
export function PendingNote({ memberId }: { memberId: string }) {
  const waiting = useSyncExternalStore(onPendingChange, () => pendingDrills(memberId).length, () => 0);
  return (
    <p aria-live="polite" className="text-sm text-slate-600">
      {waiting > 0 && `${waiting} answer${waiting === 1 ? "" : "s"} waiting to be saved: they are sent when the connection returns.`}
    </p>
  );
}
