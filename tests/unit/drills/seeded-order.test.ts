import { describe, expect, it } from "vitest";
import { seededOrder } from "@/lib/drills/seeded-order";

describe("seededOrder", () => {
  it("gives every index once", () => {
    expect([...seededOrder(4, "1764640000000:delivery-time-up")].sort()).toEqual([0, 1, 2, 3]);
  });

  it("gives the same order for the same seed, as the server and the browser must", () => {
    expect(seededOrder(4, "a:item")).toEqual(seededOrder(4, "a:item"));
  });

  it("puts the first check in every place over many sessions, about as often in each", () => {
    const places = [0, 0, 0, 0];
    for (let session = 0; session < 4000; session++) places[seededOrder(4, `${1764640000000 + session}:item`).indexOf(0)]! += 1;
    for (const count of places) expect(count).toBeGreaterThan(800);
  });
});
