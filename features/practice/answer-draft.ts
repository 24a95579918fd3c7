import { MEMBER_STORAGE, memberStorageKey } from "@/lib/member-storage-names";

/** What the answer box keeps in the browser at every keystroke, so a closed tab or a dropped network loses nothing. */
export type AnswerDraft = { attemptId: string; answer: string; seconds: number };

// Per member and question: another member signing in on the same browser never sees it, nor sends it in their name.
const key = (memberId: string, questionId: string) => memberStorageKey(MEMBER_STORAGE.practiceDraft, memberId, questionId);

export function readDraft(memberId: string, questionId: string): AnswerDraft | null {
  try {
    const stored = localStorage.getItem(key(memberId, questionId));
    const draft = stored ? (JSON.parse(stored) as Partial<AnswerDraft>) : null;
    return draft && typeof draft.attemptId === "string" && typeof draft.answer === "string"
      ? { attemptId: draft.attemptId, answer: draft.answer, seconds: Number(draft.seconds) || 0 }
      : null;
  } catch {
    // No storage (a private window that refuses it) or a damaged entry: the server's copy is all there is.
    return null;
  }
}

export function writeDraft(memberId: string, questionId: string, draft: AnswerDraft): void {
  try {
    localStorage.setItem(key(memberId, questionId), JSON.stringify(draft));
  } catch {
    // Kept on the server by the next save instead.
  }
}

export function forgetDraft(memberId: string, questionId: string): void {
  try {
    localStorage.removeItem(key(memberId, questionId));
  } catch {
    // Nothing was kept.
  }
}
