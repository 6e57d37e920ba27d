import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import type { IncomingMessage, ServerResponse } from "node:http"

/** Where `gatsby develop` keeps the form posts Netlify would store in production. */
export const SUBMISSIONS_FILE = path.join(".local", "form-submissions.jsonl")

export interface FormSubmission {
  receivedAt: string
  path: string
  form: string
  fields: Record<string, string>
}

const isFormEncoded = (contentType: string | undefined): boolean => Boolean(contentType?.startsWith("application/x-www-form-urlencoded"))

/** A Netlify-style form post (form-encoded, with a form-name) as one record; null for anything else. */
export function formSubmission(pagePath: string, contentType: string | undefined, body: string, now: Date): FormSubmission | null {
  if (!isFormEncoded(contentType)) return null
  const fields = Object.fromEntries(new URLSearchParams(body))
  const form = fields["form-name"]
  if (!form) return null
  delete fields["form-name"]
  return { receivedAt: now.toISOString(), path: pagePath, form, fields }
}

export function appendSubmission(file: string, submission: FormSubmission): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.appendFileSync(file, `${JSON.stringify(submission)}\n`)
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

type Next = () => void

interface DevServerApp {
  use(handler: (request: IncomingMessage & { path: string }, response: ServerResponse, next: Next) => void): void
}

/**
 * While developing, forms post to the dev server, which has no form service: each submission is
 * appended to a JSON-lines file instead of vanishing, and the page sees the same 200 as on Netlify.
 */
export function acceptFormSubmissions(app: DevServerApp, reporter: Reporter): void {
  app.use(async (request, response, next) => {
    // Addresses under /api are functions' (netlify/functions); only page posts are form submissions.
    if (request.method !== "POST" || request.path.startsWith("/api/") || !isFormEncoded(request.headers["content-type"])) return next()
    try {
      const submission = formSubmission(request.path, request.headers["content-type"], await readBody(request), new Date())
      if (!submission) {
        response.statusCode = 400
        response.end("A form submission needs a form-name field.")
        return
      }
      appendSubmission(SUBMISSIONS_FILE, submission)
      reporter.info(`Form "${submission.form}" submitted; saved to ${SUBMISSIONS_FILE}`)
      response.statusCode = 200
      response.setHeader("Content-Type", "text/plain; charset=utf-8")
      response.end("Thank you! Your submission has been received.")
    } catch (error) {
      reporter.error(`Could not save a form submission to ${SUBMISSIONS_FILE}`, error as Error)
      response.statusCode = 500
      response.end("The submission could not be saved.")
    }
  })
}
