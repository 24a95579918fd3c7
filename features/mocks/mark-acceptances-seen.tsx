"use client";

import { useEffect } from "react";
import { markAcceptancesSeen } from "./seen-actions";

/** Once the page with these new acceptances is on the member's screen, they count as seen (the avatar menu drops them). */
export function MarkAcceptancesSeen({ ids }: { ids: string[] }) {
  const key = ids.join(",");
  useEffect(() => {
    if (key) void markAcceptancesSeen(key.split(","));
  }, [key]);
  return null;
}
