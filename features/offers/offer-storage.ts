import { BLANK_OFFER, OFFER_FIELDS, type OfferInputs } from "./offer-fields";
import { MEMBER_STORAGE, memberStorageKey } from "@/lib/member-storage-names";

// Per member: figures of pay are private, and another member signing in on the same browser never sees them.
const key = (memberId: string) => memberStorageKey(MEMBER_STORAGE.offers, memberId);

/** The figures typed on this device before, as typed, or null when there are none (or no storage). */
export function readOffers(memberId: string): OfferInputs[] | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key(memberId)) ?? "null") as unknown;
    if (!Array.isArray(stored) || stored.length === 0) return null;
    return stored.slice(0, 3).map((offer: Record<string, unknown>) => {
      const inputs = { ...BLANK_OFFER };
      for (const { key: field } of OFFER_FIELDS) if (typeof offer?.[field] === "string") inputs[field] = offer[field];
      return inputs;
    });
  } catch {
    // No storage (a private window that refuses it) or a damaged entry: the calculator starts blank.
    return null;
  }
}

export function writeOffers(memberId: string, offers: OfferInputs[] | null): void {
  try {
    if (offers) localStorage.setItem(key(memberId), JSON.stringify(offers));
    else localStorage.removeItem(key(memberId));
  } catch {
    // Kept for this visit only.
  }
}
