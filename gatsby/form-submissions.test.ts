/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { appendSubmission, formSubmission } from "./form-submissions"

const now = new Date("2025-09-27T13:56:00Z")
const FORM = "application/x-www-form-urlencoded"

describe("formSubmission", () => {
  it("turns a Netlify form post into a record of its form and fields", () => {
    expect(formSubmission("/", `${FORM};charset=UTF-8`, "form-name=contact&name=Ana&email=ana%40example.com&message=Hola%21&bot-field=", now)).toEqual({
      receivedAt: "2025-09-27T13:56:00.000Z",
      path: "/",
      form: "contact",
      fields: { name: "Ana", email: "ana@example.com", message: "Hola!", "bot-field": "" },
    })
  })

  it("leaves other posts to the rest of the server", () => {
    expect(formSubmission("/", "application/json", '{"form-name":"contact"}', now)).toBeNull()
    expect(formSubmission("/", FORM, "name=Ana", now)).toBeNull()
    expect(formSubmission("/", undefined, "form-name=contact", now)).toBeNull()
  })
})

describe("appendSubmission", () => {
  it("appends one JSON line per submission, creating the folder", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forms-"))
    const file = path.join(dir, "nested", "submissions.jsonl")
    const first = formSubmission("/", FORM, "form-name=newsletter&name=&email=a%40b.co", now)!
    const second = formSubmission("/newsletter-success", FORM, "form-name=newsletter&name=Bo&email=b%40b.co", now)!
    appendSubmission(file, first)
    appendSubmission(file, second)
    const lines = fs.readFileSync(file, "utf8").trim().split("\n").map(line => JSON.parse(line))
    expect(lines).toEqual([first, second])
    fs.rmSync(dir, { recursive: true })
  })
})
