import { render, screen, within } from "@testing-library/react"
import React from "react"
import { PropsTable } from "./PropsTable"

describe("PropsTable", () => {
  it("lists every option of the spec with the component's own defaults", () => {
    render(<PropsTable />)
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1)
    const cells = rows.map(row => [...row.querySelectorAll("th, td")].map(cell => cell.textContent))
    expect(cells.map(([name, , defaultValue]) => [name, defaultValue])).toEqual([
      ["playlist", "[]"],
      ["layout", '"sidebar"'],
      ["playlistId", '"default"'],
      ["showPlaylist", "true"],
      ["autoPlay", "false"],
      ["initialIndex", "0"],
      ["theme", "the page's data-theme"],
      ["className", "none"],
      ["allPlaylists", "[]"],
      ["currentPlaylistId", "playlistId"],
      ["onPlaylistChange", "none"],
      ["onBackToPlaylists", "none"],
    ])
  })
})
