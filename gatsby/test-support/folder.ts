import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/** A temporary folder that each test of a block gets afresh, and loses after it. */
export interface TestFolder {
  /** The current test's folder. */
  path: () => string
  /** Writes a file into it, making its folders. */
  write: (file: string, text: string) => void
}

/** Call inside a `describe` block: a folder for each of its tests, holding `files` (path to text). */
export function testFolder(prefix: string, files: Record<string, string> = {}): TestFolder {
  let folder = ""
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    fs.writeFileSync(path.join(folder, file), text)
  }
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    for (const [file, text] of Object.entries(files)) write(file, text)
  })
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))
  return { path: () => folder, write }
}
