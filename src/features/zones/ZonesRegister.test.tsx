import { fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import type { ZoneCardZone } from "./ZoneCard"
import { ZonesRegister } from "./ZonesRegister"

const zone = (state: string, name: string, fields: Partial<ZoneCardZone> = {}): ZoneCardZone => ({
  zoneId: `${state}--${name}`.toLowerCase().replace(/\W+/g, "-"),
  state,
  name,
  visited: false,
  status: "abierto",
  statusDetail: "",
  imageUrl: "",
  photo: null,
  ...fields,
})

const zones = [
  zone("Ciudad De México", "Templo Mayor", { visited: true, statusDetail: "Centro Histórico" }),
  zone("Chiapas", "Palenque", { statusDetail: "Palenque" }),
  zone("Chiapas", "Toniná", { status: "cerrado", statusDetail: "Ocosingo" }),
  zone("Yucatán", "Chichén Itzá", { visited: true, imageUrl: "https://example.org/chichen.jpg" }),
]
// As the build orders them (plugins/gatsby-source-site-data/zones.ts), which the page keeps: any order.
const states = ["Yucatán", "Chiapas", "Oaxaca", "Ciudad De México"]

const cardNames = () => within(screen.getByRole("list", { name: "Zonas arqueológicas" })).getAllByRole("heading").map(h => h.textContent)

beforeEach(() => window.history.replaceState(null, "", "/projects/inah"))

describe("ZonesRegister", () => {
  it("shows the statistics of the whole register", () => {
    render(<ZonesRegister zones={zones} states={states} />)
    expect(screen.getByText("2 / 4")).toBeInTheDocument()
    expect(screen.getByText("50% completado")).toBeInTheDocument()
    expect(screen.getByRole("progressbar", { name: "Sitios visitados" })).toHaveAttribute("aria-valuenow", "50")
    expect(screen.getByText("Estados Explorados").nextElementSibling).toHaveTextContent("2")
    expect(screen.getByText("Por Visitar").nextElementSibling).toHaveTextContent("2")
  })

  it("offers every state in the order given with its counts, after the all option", () => {
    render(<ZonesRegister zones={zones} states={states} />)
    expect(within(screen.getByLabelText("Estado")).getAllByRole("option").map(o => o.textContent)).toEqual([
      "Todos los estados (4)",
      "Yucatán (1 sitio, 1 visitado)",
      "Chiapas (2 sitios, 0 visitados)",
      "Oaxaca (0 sitios, 0 visitados)",
      "Ciudad De México (1 sitio, 1 visitado)",
    ])
  })

  it("filters as the visitor types, picks a state and toggles visited, keeping it all in the URL", async () => {
    const user = userEvent.setup()
    render(<ZonesRegister zones={zones} states={states} />)
    await user.type(screen.getByPlaceholderText("Buscar zona arqueológica..."), "PALEN")
    expect(cardNames()).toEqual(["Palenque"])
    expect(screen.getByRole("status")).toHaveTextContent('Mostrando 1 sitio para "PALEN"')
    expect(window.location.search).toBe("?buscar=PALEN")

    await user.clear(screen.getByRole("searchbox"))
    await user.selectOptions(screen.getByLabelText("Estado"), "Chiapas")
    expect(cardNames()).toEqual(["Palenque", "Toniná"])
    expect(screen.getByRole("status")).toHaveTextContent("Mostrando 2 sitios en Chiapas")

    await user.click(screen.getByRole("button", { name: "Mostrar visitados" }))
    expect(screen.getByRole("button", { name: "✓ Visitados" })).toHaveAttribute("aria-pressed", "true")
    expect(screen.queryByRole("list")).not.toBeInTheDocument()
    expect(screen.getByText("No se encontraron sitios con los filtros seleccionados.")).toBeInTheDocument()
    expect(window.location.search).toBe("?estado=Chiapas&visitados=1")
  })

  it("starts from the filters in the URL", () => {
    window.history.replaceState(null, "", "/projects/inah?visitados=1&buscar=m")
    render(<ZonesRegister zones={zones} states={states} />)
    expect(cardNames()).toEqual(["Templo Mayor"])
    expect(screen.getByRole("searchbox")).toHaveValue("m")
  })

  it("draws each card: badge, name, state, pinned location detail and the visited mark", () => {
    render(<ZonesRegister zones={zones} states={states} />)
    const [templo, , tonina] = screen.getAllByRole("article")
    expect(within(templo).getByText("Abierto")).toBeInTheDocument()
    expect(within(templo).getByText("Centro Histórico").querySelector("svg")).not.toBeNull()
    expect(within(templo).getByText("✓ Visitado")).toBeInTheDocument()
    expect(within(tonina).getByText("Cerrado")).toBeInTheDocument()
    expect(within(tonina).queryByText("✓ Visitado")).not.toBeInTheDocument()
  })

  it("loads a known image lazily and falls back to the building placeholder when it fails", () => {
    render(<ZonesRegister zones={zones} states={states} />)
    const chichen = screen.getAllByRole("article")[3]
    const image = chichen.querySelector("img")!
    expect(image).toHaveAttribute("loading", "lazy")
    fireEvent.error(image)
    expect(chichen.querySelector("img")).toBeNull()
    expect(chichen.querySelector('[aria-hidden="true"] svg')).not.toBeNull()
    expect(chichen.querySelector('[aria-hidden="true"]')).toHaveTextContent("Chichén ItzáYucatán")
  })
})
