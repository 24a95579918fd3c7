"use client";

import { useEffect, type ReactNode } from "react";
import { isBlockedShortcut } from "@/lib/course/copy-guard-keys";

const prevent = (event: { preventDefault(): void }) => event.preventDefault();

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/** Wraps a lesson's text: no copying, cutting, context menu or selection, and the guarded shortcuts are blocked. */
export function CopyGuard({ children }: { children: ReactNode }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event, isEditable(event.target))) event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div data-copy-guard onCopy={prevent} onCut={prevent} onContextMenu={prevent} onDragStart={prevent} className="select-none">
      {children}
    </div>
  );
}
