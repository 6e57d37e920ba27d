import { countedItems, formatViews, mergeViewCounts, reachedViewRatio } from "./view-counts"

describe("reachedViewRatio", () => {
  it("counts a view at 90 percent played", () => {
    expect(reachedViewRatio(27, 30)).toBe(true)
    expect(reachedViewRatio(26.9, 30)).toBe(false)
    expect(reachedViewRatio(30, 30)).toBe(true)
  })

  it("never counts while the duration is unknown", () => {
    expect(reachedViewRatio(10, 0)).toBe(false)
    expect(reachedViewRatio(10, Number.NaN)).toBe(false)
    expect(reachedViewRatio(10, Number.POSITIVE_INFINITY)).toBe(false)
  })
})

describe("mergeViewCounts", () => {
  it("keys each row by playlist and url and keeps the counts it already had", () => {
    const merged = mergeViewCounts({ "old_/x.mp3": 4 }, [
      { playlist_id: "guitar", media_url: "/media/a.mp3", view_count: 12 },
      { playlist_id: "lessons", media_url: "/media/b.mp4", view_count: "7" },
    ])
    expect(merged).toEqual({ "old_/x.mp3": 4, "guitar_/media/a.mp3": 12, "lessons_/media/b.mp4": 7 })
  })

  it("lets a newer count replace an older one", () => {
    expect(mergeViewCounts({ "p_/a": 1 }, [{ playlist_id: "p", media_url: "/a", view_count: 2 }])).toEqual({ "p_/a": 2 })
  })

  it("skips malformed rows and answers", () => {
    const counts = { "p_/a": 1 }
    expect(mergeViewCounts(counts, null)).toBe(counts)
    expect(mergeViewCounts(counts, { rows: [] })).toBe(counts)
    expect(
      mergeViewCounts(counts, [
        null,
        "row",
        { playlist_id: "p", media_url: "/b" },
        { playlist_id: "p", media_url: "/c", view_count: -1 },
        { playlist_id: "p", media_url: "/d", view_count: 1.5 },
        { playlist_id: "p", media_url: "/e", view_count: "many" },
        { playlist_id: 3, media_url: "/f", view_count: 1 },
      ]),
    ).toEqual(counts)
  })
})

describe("countedItems", () => {
  it("names each item of each playlist once, as the backend does", () => {
    const playlists = [
      { id: "guitar", items: [{ url: "/media/a.mp3" }, { url: "/media/b.mp3" }, { url: "/media/a.mp3" }] },
      { id: "lessons", items: [{ url: "/media/a.mp3" }] },
      { id: "empty", items: [] },
    ]
    expect(countedItems(playlists)).toEqual([
      { playlist_id: "guitar", media_url: "/media/a.mp3" },
      { playlist_id: "guitar", media_url: "/media/b.mp3" },
      { playlist_id: "lessons", media_url: "/media/a.mp3" },
    ])
  })

  it("tells apart pairs whose joined text would be the same", () => {
    expect(countedItems([{ id: "a_b", items: [{ url: "c" }] }, { id: "a", items: [{ url: "b_c" }] }])).toHaveLength(2)
  })
})

describe("formatViews", () => {
  it("says view or views", () => {
    expect(formatViews(0)).toBe("0 views")
    expect(formatViews(1)).toBe("1 view")
    expect(formatViews(1234)).toBe("1,234 views")
  })
})
