import type { Page } from "@playwright/test"
import { expect, expectAccessible, test } from "./fixtures"
import { registerSites, registerStates, sitesIn, visitedSites } from "./zones-data"

const cards = (page: Page) => page.getByRole("list", { name: "Zonas arqueológicas" }).getByRole("article")
const cardNames = (page: Page) => page.getByRole("list", { name: "Zonas arqueológicas" }).getByRole("heading").allTextContents()
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) })
const resultLine = (page: Page) => page.getByRole("status")
const searchBox = (page: Page) => page.getByPlaceholder("Buscar zona arqueológica...")
const stateSelect = (page: Page) => page.getByLabel("Estado")
const statValue = (page: Page, label: string) => page.locator("dt", { hasText: label }).locator("+ dd")

test.describe("the archaeological zones page", () => {
  test("has its titles, Spanish page title and language, and the back link to projects", async ({ page }) => {
    await page.goto("/projects/inah")
    await expect(page).toHaveTitle("Zonas Arqueológicas de México - INAH | riffandcode.dev")
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /registro personal .* he visitado/)
    await expect(page.getByRole("link", { name: "← Back to projects" })).toHaveAttribute("href", "/projects")
    await expect(page.getByRole("heading", { level: 1, name: "Zonas Arqueológicas de México" })).toBeVisible()
    await expect(page.getByText("Instituto Nacional de Antropología e Historia")).toBeVisible()
  })

  test("shows every site of the data, in the data's order, with statistics that match it", async ({ page }) => {
    await page.goto("/projects/inah")
    expect(await cardNames(page)).toEqual(registerSites.map(site => site.name))
    await expect(resultLine(page)).toHaveText(`Mostrando ${registerSites.length} sitios`)

    const percent = Math.round((visitedSites.length / registerSites.length) * 100)
    await expect(statValue(page, "Sitios Visitados")).toContainText(`${visitedSites.length} / ${registerSites.length}`)
    await expect(statValue(page, "Sitios Visitados")).toContainText(`${percent}% completado`)
    await expect(page.getByRole("progressbar", { name: "Sitios visitados" })).toHaveAttribute("aria-valuenow", String(percent))
    await expect(statValue(page, "Estados Explorados")).toHaveText(String(new Set(visitedSites.map(site => site.state)).size))
    await expect(statValue(page, "Por Visitar")).toHaveText(String(registerSites.length - visitedSites.length))
  })

  test("draws the cards: photo or building placeholder, open or closed, pinned location, visited mark", async ({ page }) => {
    await page.goto("/projects/inah")
    const teotihuacan = card(page, "Teotihuacan")
    await teotihuacan.scrollIntoViewIfNeeded()
    await expect(teotihuacan.locator("img[loading=lazy]").last()).toHaveAttribute("src", /^\/static\//)
    await expect(teotihuacan.getByText("✓ Visitado")).toBeVisible()
    await expect(teotihuacan.getByText("Abierto")).toBeVisible()

    const tonina = card(page, "Toniná")
    await expect(tonina.locator("img")).toHaveCount(0)
    await expect(tonina.locator('[aria-hidden="true"] svg')).toHaveCount(1)
    await expect(tonina.getByText("Cerrado")).toBeVisible()
    await expect(tonina.getByText("Ocosingo")).toBeVisible()
    await expect(tonina.getByText("✓ Visitado")).toHaveCount(0)

    const closed = registerSites.filter(site => site.closed).map(site => site.name)
    await expect(cards(page).filter({ hasText: "Cerrado" })).toHaveCount(closed.length)
    await expect(cards(page).filter({ hasText: "✓ Visitado" })).toHaveCount(visitedSites.length)
  })

  test("offers every state alphabetically with its sites and visits", async ({ page }) => {
    await page.goto("/projects/inah")
    const labels = [...registerStates]
      .sort((a, b) => a.localeCompare(b, "es"))
      .map(state => {
        const sites = sitesIn(state)
        const visited = sites.filter(site => site.visited).length
        return `${state} (${sites.length} ${sites.length === 1 ? "sitio" : "sitios"}, ${visited} ${visited === 1 ? "visitado" : "visitados"})`
      })
    expect(await stateSelect(page).locator("option").allTextContents()).toEqual([`Todos los estados (${registerSites.length})`, ...labels])
  })

  test("searches names, states and location details without regard to case or accents", async ({ page }) => {
    await page.goto("/projects/inah")
    await searchBox(page).fill("TEMPLO")
    expect(await cardNames(page)).toEqual(["Templo Mayor"])
    await expect(resultLine(page)).toHaveText('Mostrando 1 sitio para "TEMPLO"')

    await searchBox(page).fill("quintana")
    await expect(cards(page)).toHaveCount(sitesIn("Quintana Roo").length)

    await searchBox(page).fill("cozumel")
    expect(await cardNames(page)).toEqual(registerSites.filter(site => site.detail.includes("Cozumel")).map(site => site.name))

    await searchBox(page).fill("chichen itza")
    expect(await cardNames(page)).toEqual(["Chichén Itzá"])
  })

  test("filters by state, by visits, and by all three together", async ({ page }) => {
    await page.goto("/projects/inah")
    await stateSelect(page).selectOption("Yucatán")
    expect(await cardNames(page)).toEqual(sitesIn("Yucatán").map(site => site.name))
    await expect(resultLine(page)).toHaveText(`Mostrando ${sitesIn("Yucatán").length} sitios en Yucatán`)

    await stateSelect(page).selectOption("")
    await page.getByRole("button", { name: "Mostrar visitados" }).click()
    await expect(page.getByRole("button", { name: "✓ Visitados" })).toHaveAttribute("aria-pressed", "true")
    expect(await cardNames(page)).toEqual(visitedSites.map(site => site.name))

    await stateSelect(page).selectOption("Ciudad De México")
    await searchBox(page).fill("cu")
    const expected = visitedSites.filter(site => site.state === "Ciudad De México" && /cu/i.test(`${site.name} ${site.state} ${site.detail}`))
    expect(expected.length).toBeGreaterThan(1)
    expect(await cardNames(page)).toEqual(expected.map(site => site.name))
    await expect(resultLine(page)).toHaveText(`Mostrando ${expected.length} sitios para "cu" en Ciudad De México`)

    await page.getByRole("button", { name: "✓ Visitados" }).click()
    await expect(page.getByRole("button", { name: "Mostrar visitados" })).toHaveAttribute("aria-pressed", "false")
  })

  test("says so when nothing matches, for an empty state or a search", async ({ page }) => {
    await page.goto("/projects/inah")
    await stateSelect(page).selectOption("Oaxaca")
    await expect(page.getByText("No se encontraron sitios con los filtros seleccionados.")).toBeVisible()
    await expect(resultLine(page)).toHaveText("Mostrando 0 sitios en Oaxaca")
    await expect(page.getByRole("list", { name: "Zonas arqueológicas" })).toHaveCount(0)

    await stateSelect(page).selectOption("")
    await searchBox(page).fill("atlantis")
    await expect(page.getByText("No se encontraron sitios con los filtros seleccionados.")).toBeVisible()
    await expect(resultLine(page)).toHaveText('Mostrando 0 sitios para "atlantis"')
  })

  test("keeps the filters in the address, so a reload or a shared link shows the same view", async ({ page }) => {
    await page.goto("/projects/inah")
    await stateSelect(page).selectOption("México")
    await page.getByRole("button", { name: "Mostrar visitados" }).click()
    await searchBox(page).fill("teo")
    await expect(page).toHaveURL(/\/projects\/inah\?buscar=teo&estado=M%C3%A9xico&visitados=1$/)

    await page.reload()
    await expect(searchBox(page)).toHaveValue("teo")
    await expect(stateSelect(page)).toHaveValue("México")
    await expect(page.getByRole("button", { name: "✓ Visitados" })).toBeVisible()
    expect(await cardNames(page)).toEqual(["Teotihuacan"])
    await expect(resultLine(page)).toHaveText('Mostrando 1 sitio para "teo" en México')

    await page.goto("/projects/inah?estado=Chiapas")
    await expect(cards(page)).toHaveCount(sitesIn("Chiapas").length)
  })

  test("does not fill the back button with filter changes", async ({ page }) => {
    await page.goto("/blog")
    await page.goto("/projects/inah")
    await searchBox(page).fill("tulum")
    await stateSelect(page).selectOption("Quintana Roo")
    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test("has no accessibility violations with every site shown", async ({ page }) => {
    // axe checks the contrast of every one of the hundred-odd cards.
    test.slow()
    await page.goto("/projects/inah")
    await expect(cards(page).first()).toBeVisible()
    await expectAccessible(page)
  })

  test("has no accessibility violations when filtered to nothing", async ({ page }) => {
    await page.goto("/projects/inah")
    await page.getByRole("button", { name: "Mostrar visitados" }).click()
    await stateSelect(page).selectOption("Oaxaca")
    await expect(page.getByText("No se encontraron sitios con los filtros seleccionados.")).toBeVisible()
    await expectAccessible(page)
  })

  test("has no accessibility violations in the light theme", async ({ page }) => {
    await page.goto("/projects/inah?visitados=1")
    await page.evaluate(() => (document.documentElement.dataset.theme = "light"))
    await expect(cards(page)).toHaveCount(visitedSites.length)
    await expectAccessible(page)
  })
})
