/** A content file that cannot be built; the message names the file and the field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: front matter field "${field}" ${detail}`)
    this.name = "ContentError"
  }
}
