import { fireEvent, screen } from "@testing-library/react"

/** What the page posted to Netlify's form endpoint, and what analytics recorded. */
export interface FakeFormService {
  posts: Array<{ url: string; body: string }>
  /** the endpoint's next answer; a stored submission unless a test says otherwise */
  answer: () => Promise<Response>
  gtag: jest.Mock
}

export const stored = () => Promise.resolve({ ok: true, status: 200 } as Response)
export const serverError = () => Promise.resolve({ ok: false, status: 500 } as Response)
export const networkFailure = () => Promise.reject(new TypeError("Failed to fetch"))

/**
 * Stands in, around each test of the calling `describe`, for the two edges a form reaches: Netlify's
 * form endpoint (fetch) and the gtag global.
 */
export function useFakeFormService(): FakeFormService {
  const service: FakeFormService = { posts: [], answer: stored, gtag: jest.fn() }
  const realFetch = global.fetch
  beforeEach(() => {
    service.posts = []
    service.answer = stored
    service.gtag = jest.fn()
    Object.assign(window, { gtag: service.gtag })
    global.fetch = ((url: string, init: RequestInit) => {
      service.posts.push({ url, body: String(init.body) })
      return service.answer()
    }) as typeof fetch
  })
  afterEach(() => {
    delete window.gtag
    global.fetch = realFetch
  })
  return service
}

/** Types each value into the field of that label, as a visitor would. */
export function fillIn(values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

/** The honeypot only a bot fills. */
export function fillHoneypot(): void {
  fireEvent.change(screen.getByLabelText("Don't fill this out", { selector: "input" }), { target: { value: "spam" } })
}
