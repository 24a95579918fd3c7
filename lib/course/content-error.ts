/** A problem in one content file, with a message that names the file and says what is wrong. */
export class ContentError extends Error {
  readonly details: string[];

  constructor(
    readonly file: string,
    details: string | string[],
  ) {
    const list = typeof details === "string" ? [details] : details;
    super(`${file}: ${list.join("; ")}`);
    this.name = "ContentError";
    this.details = list;
  }
}
