"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { isBlockedShortcut } from "@/lib/course/copy-guard-keys";

const prevent = (event: { preventDefault(): void }) => event.preventDefault();

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/**
 * Wraps a lesson's text: no copying, cutting, context menu or selection, and the guarded shortcuts are blocked while
 * the member is in the lesson text (a key pressed in it, or with nothing focused, as when reading). Elsewhere, in the
 * sidebar, the header or the feedback box, every shortcut works as usual.
 */
export function CopyGuard({ children }: { children: ReactNode }) {
  const guard = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      const inLesson = target === document.body || target === document.documentElement || Boolean(target && guard.current?.contains(target));
      if (inLesson && isBlockedShortcut(event, isEditable(event.target))) event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div ref={guard} data-copy-guard onCopy={prevent} onCut={prevent} onContextMenu={prevent} onDragStart={prevent} className="select-none">
      {children}
    </div>
  );
}
