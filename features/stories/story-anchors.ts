/** Where the story bank shows the news of a story just added: above the list, where the story now is. */
export const STORY_STATUS_ID = "story-status";

/** The id of a story's entry in the list, which the form scrolls to and focuses once the story is added. */
export const storyElementId = (id: string) => `story-${id}`;
