import type { Day } from "@/lib/indian-time";
import { inDoingOrder, type PlanHistory, type PlanItem, type TodayItem } from "./plan-model";

/**
 * Today's items in the order to do them, each marked done by work done today: the lesson completed, a graded answer of the type (each
 * answer ticks one item), a drill session finished, a story written (one story an item), a mock held.
 */
export function tickToday(items: readonly PlanItem[], today: Day, history: PlanHistory): TodayItem[] {
  const gradedToday = history.practiceGraded.filter((entry) => entry.day === today).map((entry) => entry.questionType);
  let storiesToday = history.storiesWritten.filter((day) => day === today).length;
  return inDoingOrder(items).map((item) => {
    switch (item.kind) {
      case "lesson":
        return { ...item, done: history.lessonsCompleted.get(item.path) === today };
      case "mock":
        return { ...item, done: history.mocksHeld.includes(today) };
      case "drill":
        return { ...item, done: history.drillSessions.includes(today) };
      case "story":
        return { ...item, done: storiesToday-- > 0 };
      case "practice": {
        const index = gradedToday.indexOf(item.questionType);
        if (index !== -1) gradedToday.splice(index, 1);
        return { ...item, done: index !== -1 };
      }
    }
  });
}
