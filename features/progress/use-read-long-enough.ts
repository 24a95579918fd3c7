"use client";

import { useEffect, useState } from "react";
import { readingTimeMs, screenTimeAt, screenTimeChanged, startScreenTime } from "./reading-time";

/**
 * Whether the page has been on screen for the share of `minutes` that counts as reading it (readingTimeMs); time in
 * a hidden tab or a locked phone does not count.
 */
export function useReadLongEnough(minutes: number): boolean {
  const [enough, setEnough] = useState(false);
  useEffect(() => {
    const needed = readingTimeMs(minutes);
    const visible = () => document.visibilityState === "visible";
    let time = startScreenTime(performance.now(), visible());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      if (time.since === null) return;
      const left = needed - screenTimeAt(time, performance.now());
      if (left <= 0) setEnough(true);
      else timer = setTimeout(wait, left);
    };
    const onVisibility = () => {
      time = screenTimeChanged(time, performance.now(), visible());
      wait();
    };
    wait();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [minutes]);
  return enough;
}
