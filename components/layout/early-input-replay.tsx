"use client";

import { useEffect } from "react";
import { EARLY_INPUT_READY } from "@/lib/early-input/early-input-ready";

/**
 * Tells the early-input script (lib/early-input) that React has hydrated the page, so it replays the tap and keys it
 * kept from before. Rendered last in <body>: its effect runs after those of the page drawn before it.
 */
export function EarlyInputReplay() {
  useEffect(() => {
    (window as unknown as Record<string, (() => void) | undefined>)[EARLY_INPUT_READY]?.();
  }, []);
  return null;
}
