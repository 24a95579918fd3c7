import { COMPETENCIES, type CompetencyId } from "@/lib/course/competencies";

/** For each competency, the titles of the stories that show it; a competency with none is a gap to fill. */
export function storyCoverage(stories: ReadonlyArray<{ title: string; competencies: readonly CompetencyId[] }>) {
  return COMPETENCIES.map((competency) => ({
    ...competency,
    stories: stories.filter((story) => story.competencies.includes(competency.id)).map((story) => story.title),
  }));
}
