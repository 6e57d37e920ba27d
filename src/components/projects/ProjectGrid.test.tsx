import { fireEvent, render, screen } from "@testing-library/react"
import React from "react"
import { gtagForEachTest } from "../../test-support/gtag"
import { ProjectGrid } from "./ProjectGrid"

const project = (slug: string, title: string, link: string, category = "tech"): Queries.ProjectCardFragment => ({
  slug,
  title,
  link,
  category,
  description: `${title}, described.`,
  tags: ["one"],
  order: 1,
  imageFile: null,
})

const soon = project("cajita", "Cajita", "#")
const elsewhere = project("ciudad", "Ciudad de Hierro", "https://music.example/ciudad", "music")
const here = project("inah", "INAH register", "/projects/inah")

const viewOf = ({ slug, title, category }: Queries.ProjectCardFragment) => [
  "event",
  "view_item",
  { currency: "USD", value: 0, items: [{ item_id: slug, item_name: title, item_category: category, quantity: 1 }] },
]

describe("ProjectGrid", () => {
  const gtag = gtagForEachTest()

  it("opens Coming Soon! for a project without a page, counting the view", () => {
    render(<ProjectGrid projects={[soon, elsewhere, here]} />)
    fireEvent.click(screen.getByRole("button", { name: "Cajita" }))
    expect(screen.getByRole("dialog", { name: "Coming Soon!" })).toHaveTextContent("Cajita")
    expect(gtag().mock.calls).toEqual([viewOf(soon)])
  })

  it("counts a view and an outbound click for another site's project, and only a view for this site's", () => {
    render(<ProjectGrid projects={[soon, elsewhere, here]} />)
    fireEvent.click(screen.getByRole("link", { name: "Ciudad de Hierro (opens in a new tab)" }))
    fireEvent.click(screen.getByRole("link", { name: "INAH register" }))
    expect(gtag().mock.calls).toEqual([
      viewOf(elsewhere),
      ["event", "click", { event_category: "outbound", event_label: "https://music.example/ciudad", transport_type: "beacon" }],
      viewOf(here),
    ])
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("counts nothing for a click on a card beside its opener", () => {
    render(<ProjectGrid projects={[soon, elsewhere, here]} />)
    fireEvent.click(screen.getByText("Cajita, described."))
    expect(gtag()).not.toHaveBeenCalled()
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
