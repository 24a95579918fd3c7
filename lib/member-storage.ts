import { forgetQueuedEvents } from "./browser-queue";
import { MEMBER_STORAGE } from "./member-storage-names";

export { MEMBER_STORAGE, memberStorageKey, type MemberStorageName } from "./member-storage-names";

const NAMES: readonly string[] = Object.values(MEMBER_STORAGE);


const isMemberKey = (key: string) => NAMES.some((name) => key.startsWith(`${name}:`));

function clear(storage: Storage | undefined): void {
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) if (isMemberKey(key)) storage.removeItem(key);
}

function available(name: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    // A browser that refuses storage throws on reading the property itself.
    return undefined;
  }
}

/**
 * Removes everything the app kept in this browser for any member: called on Logout and on /login, where every sign-out
 * ends (a forced one too: a session found invalid, a membership removed). Also drops queued events held in memory.
 */
export function clearMemberStorage(): void {
  forgetQueuedEvents();
  for (const storage of [available("localStorage"), available("sessionStorage")]) {
    try {
      clear(storage);
    } catch {
      // Storage refused mid-way: nothing more can be removed from it.
    }
  }
}
