import type { Page } from "@playwright/test"
import { guitarGamePath, MEDIA_PLAYER_PATH, STOIC_QUOTES_PATH, tagPath } from "../src/lib/paths"
import { PICTURE_ZOOM } from "../src/components/article/picture-zoom"
import { picturesIn, publicArticles, translatedOriginals, translationOf } from "./content"
import { expect, test } from "./fixtures"

/** Text that only each experiment's code carries, as it survives minification. */
const EXPERIMENT_CODE = {
  "Supabase client": "supabase-js",
  game: "NEW HIGH SCORE!",
  "media player": "No media items in playlist",
  "quotes widget": "New quote",
} as const
type Experiment = keyof typeof EXPERIMENT_CODE

const [article] = translatedOriginals

/** Pages and the experiment code each one needs; every other experiment's code must stay out. */
const PAGES: Array<{ path: string; uses: Experiment[] }> = [
  // The home page reads from the backend to keep it awake, without the client.
  { path: "/", uses: [] },
  { path: "/blog", uses: [] },
  { path: tagPath(article.tags[0]), uses: [] },
  { path: article.path, uses: [] },
  { path: translationOf(article.slug)!.path, uses: [] },
  { path: "/projects", uses: [] },
  { path: "/projects/tech", uses: [] },
  { path: "/projects/inah", uses: [] },
  { path: "/about", uses: [] },
  { path: "/now", uses: [] },
  { path: "/contact", uses: [] },
  { path: "/newsletter", uses: [] },
  { path: "/search", uses: [] },
  { path: "/experiments", uses: [] },
  { path: guitarGamePath, uses: ["game"] },
  { path: MEDIA_PLAYER_PATH, uses: ["media player", "Supabase client"] },
  { path: STOIC_QUOTES_PATH, uses: ["quotes widget"] },
]

/** Every script the page receives from now on, as text. */
function receivedScripts(page: Page): () => Promise<string> {
  const bodies: Array<Promise<string>> = []
  page.on("response", response => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""))
  })
  return async () => (await Promise.all(bodies)).join("\n")
}

/** The text of every script the page loads until the network is quiet. */
async function loadedScripts(page: Page, path: string): Promise<string> {
  const scripts = receivedScripts(page)
  await page.goto(path)
  await page.waitForLoadState("networkidle")
  return scripts()
}

const experimentsIn = (scripts: string): Experiment[] => (Object.keys(EXPERIMENT_CODE) as Experiment[]).filter(name => scripts.includes(EXPERIMENT_CODE[name])).sort()

for (const { path, uses } of PAGES) {
  test(`${path} loads the code of ${uses.length ? uses.join(" and ") : "no experiment"}, and no other experiment's`, async ({ page }) => {
    const scripts = receivedScripts(page)
    await page.goto(path)
    // A part asks for its code once it has mounted, which on a busy machine can come after a quiet
    // moment on the network: wait for the code the page needs, then for the network to be quiet.
    await expect.poll(async () => experimentsIn(await scripts())).toEqual(expect.arrayContaining(uses))
    await page.waitForLoadState("networkidle")
    expect(experimentsIn(await scripts())).toEqual([...uses].sort())
  })
}

test("only an article whose text shows a picture loads the picture zoom's code", async ({ page }) => {
  const [withPicture, without] = [publicArticles.find(a => picturesIn(a).length > 0)!, publicArticles.find(a => picturesIn(a).length === 0)!]
  // The one without first, while nothing is cached that the browser could take without asking.
  expect(await loadedScripts(page, without.path)).not.toContain(PICTURE_ZOOM[without.lang].open)
  // The zoom's code comes once the article has mounted: wait for it rather than for a quiet network.
  const scripts = receivedScripts(page)
  await page.goto(withPicture.path)
  await expect.poll(scripts).toContain(PICTURE_ZOOM[withPicture.lang].open)
})

// V8's explicit compile hint for a whole script (gatsby/build/tuning.ts). V8 reads it only before
// a script's first code; the bundle puts it first.
const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

test("every script of the site's bundle a page gets, at first load and later, opens with V8's compile hint, and no style carries it", async ({ page, baseURL }) => {
  const received: Array<Promise<{ url: string; type: string; text: string }>> = []
  page.on("response", response => {
    const type = response.request().resourceType()
    if ((type === "script" || type === "stylesheet") && response.url().startsWith(baseURL!)) {
      received.push(response.text().then(text => ({ url: response.url(), type, text }), () => ({ url: response.url(), type, text: "(unreadable)" })))
    }
  })
  const everything = async () => (await Promise.all(received)).map(({ text }) => text).join("\n")
  const inlineStyles: string[] = []
  // The picture zoom's script and stylesheet are fetched once the article has mounted; the media
  // player's code is a chunk of its page's own.
  const withPicture = publicArticles.find(a => picturesIn(a).length > 0)!
  for (const [path, fetchedLater] of [
    [withPicture.path, PICTURE_ZOOM[withPicture.lang].open],
    [MEDIA_PLAYER_PATH, EXPERIMENT_CODE["media player"]],
  ] as const) {
    await page.goto(path)
    await expect.poll(everything).toContain(fetchedLater)
    await page.waitForLoadState("networkidle")
    inlineStyles.push(...(await page.locator("style").allTextContents()))
  }
  const files = await Promise.all(received)
  const scripts = files.filter(({ type }) => type === "script")
  expect(scripts.length).toBeGreaterThan(5)
  expect(files.some(({ type }) => type === "stylesheet")).toBe(true)
  expect(inlineStyles.join("").length).toBeGreaterThan(1000)
  expect(scripts.filter(({ text }) => !text.startsWith(`${COMPILE_HINT}\n`)).map(({ url }) => url)).toEqual([])
  // In a stylesheet the line would spoil the rule after it.
  expect(files.filter(({ type, text }) => type === "stylesheet" && text.includes(COMPILE_HINT)).map(({ url }) => url)).toEqual([])
  expect(inlineStyles.filter(style => style.includes(COMPILE_HINT))).toEqual([])
})

// React DOM's production build links its errors to React's decoder; Preact's compatibility layer does not.
const REACT_DOM_CODE = "reactjs.org/docs/error-decoder"

test("the browser runs the site on Preact, as deployed, not on React DOM", async ({ page }) => {
  // A build for React before this one, on the same cache, once left React DOM in this one (gatsby/build/tuning.ts).
  const scripts = await loadedScripts(page, "/")
  expect(scripts).toMatch(/\bcreateElement\b/)
  expect(scripts).not.toContain(REACT_DOM_CODE)
})
