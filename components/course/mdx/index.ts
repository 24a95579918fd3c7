import { Callout } from "./callout";
import { Figure } from "./figure";
import { Glossary } from "./glossary";
import { Rubric } from "./rubric";
import { VideoLink } from "./video-link";

/** The only components a lesson may use (content/README.md); the content check refuses any other. */
export const lessonComponents = { Callout, Figure, Glossary, Rubric, VideoLink };
