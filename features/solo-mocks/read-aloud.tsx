"use client";

import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};
const hasSpeech = () => typeof window !== "undefined" && "speechSynthesis" in window && "SpeechSynthesisUtterance" in window;

/**
 * "Read aloud": the interviewer's line in the browser's own voice (speech synthesis, Indian English when the browser
 * has it). No button at all where the browser cannot speak, nor before the page's scripts run.
 */
export function ReadAloud({ text }: { text: string }) {
  const canSpeak = useSyncExternalStore(noSubscribe, hasSpeech, () => false);
  if (!canSpeak) return null;
  const speak = () => {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = "en-IN";
    window.speechSynthesis.speak(utterance);
  };
  return (
    <button
      type="button"
      onClick={speak}
      className="min-h-11 rounded-md border border-slate-400 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
    >
      Read aloud
    </button>
  );
}
