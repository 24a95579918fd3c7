// Apart from the zod schema so the feedback block can show the limit without shipping zod to the browser.
export const FEEDBACK_MAX_LENGTH = 5000;
