import type { Page, Route } from "@playwright/test"

/** One form post as Netlify's form endpoint would receive it. */
export interface FormPost {
  path: string
  contentType: string
  /** the form-encoded fields, in the order they were sent */
  fields: Array<[string, string]>
}

/** A form-encoded post of `fields`, in their order, to `path`. */
export function formPost(path: string, fields: Record<string, string>): FormPost {
  return { path, contentType: "application/x-www-form-urlencoded", fields: Object.entries(fields) }
}

type Answer = "ok" | "server-error" | "network-failure" | ((route: Route) => Promise<void>)

/**
 * Stands in for Netlify's form endpoint, the one edge a local server cannot play: every POST to
 * the site is recorded and answered as `answer` says. Other requests go on to the real server.
 */
export async function answerFormPosts(page: Page, answer: Answer = "ok"): Promise<FormPost[]> {
  const posts: FormPost[] = []
  await page.route(
    url => ["127.0.0.1", "localhost"].includes(url.hostname) && !url.pathname.startsWith("/page-data/"),
    async route => {
      const request = route.request()
      if (request.method() !== "POST") return route.fallback()
      posts.push({
        path: new URL(request.url()).pathname,
        contentType: (await request.headerValue("content-type")) ?? "",
        fields: [...new URLSearchParams(request.postData() ?? "")],
      })
      if (typeof answer === "function") return answer(route)
      if (answer === "network-failure") return route.abort("failed")
      return route.fulfill({ status: answer === "ok" ? 200 : 500, contentType: "text/plain", body: answer === "ok" ? "OK" : "Error" })
    },
  )
  return posts
}

/** A form answer the test releases when it has looked at the page's waiting state. */
export function heldAnswer(): { answer: (route: Route) => Promise<void>; release: () => void } {
  let release = () => {}
  const released = new Promise<void>(resolve => (release = resolve))
  return {
    answer: async route => {
      await released
      await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" })
    },
    release: () => release(),
  }
}
