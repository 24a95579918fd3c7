/** "1 hour", "3 hours": a count with its noun in the right number. */
export function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}

/** "14 days to your interview on Wed, 16 Dec, at 10 hours a week (about 85 minutes a day)." */
export function planSummary(daysLeft: number, interviewDay: string, hoursPerWeek: number, dailyMinutes: number): string {
  return `${count(daysLeft, "day", "days")} to your interview on ${interviewDay}, at ${count(hoursPerWeek, "hour", "hours")} a week (about ${count(dailyMinutes, "minute", "minutes")} a day).`;
}

/** How much more time the plan needs than the learner gave it, in whole hours, or in minutes when under an hour. */
export function overBudgetNote(minutes: number): string {
  const more = minutes < 60 ? count(minutes, "minute", "minutes") : count(Math.ceil(minutes / 60), "hour", "hours");
  return `This plan needs about ${more} more than you have given it.`;
}
