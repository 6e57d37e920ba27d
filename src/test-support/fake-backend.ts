/**
 * A stand-in for the Supabase HTTP endpoint in jsdom tests (jsdom has no fetch). It records every request
 * and answers through the handler, in the shape the real client reads: status, headers, body text.
 */
export interface BackendRequest {
  method: string
  url: string
  apikey: string | null
  body: unknown
}

export interface BackendAnswer {
  status: number
  body?: unknown
}

export function fakeBackend(answer: (request: BackendRequest) => BackendAnswer | Promise<BackendAnswer>) {
  const requests: BackendRequest[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    const request = {
      method: init?.method ?? "GET",
      url: String(input),
      apikey: headers.get("apikey"),
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : null,
    }
    requests.push(request)
    const { status, body } = await answer(request)
    const text = body === undefined ? "" : JSON.stringify(body)
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: new Headers({ "content-type": "application/json" }),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

const ENV = { ...process.env }

/** Points the site at the fake backend for one test; `restoreBackend` undoes it. */
export function useBackend(backend: { fetch: typeof globalThis.fetch }): void {
  process.env.GATSBY_SUPABASE_URL = "http://backend.test"
  process.env.GATSBY_SUPABASE_ANON_KEY = "anon-key"
  globalThis.fetch = backend.fetch
}

export function restoreBackend(): void {
  process.env = { ...ENV }
  delete (globalThis as { fetch?: unknown }).fetch
}
