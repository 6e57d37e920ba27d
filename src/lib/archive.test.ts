import { archiveYears } from "./archive"

const post = (path: string, date: string) => ({ path, date, title: path.slice(1) })

describe("archiveYears", () => {
  it("puts each post under its year, the years and each year's posts newest first", () => {
    const posts = [post("/a", "2019-01-20"), post("/b", "2025-05-30"), post("/c", "2019-10-05"), post("/d", "2024-02-10"), post("/e", "2025-01-19")]
    expect(archiveYears(posts)).toEqual([
      { year: 2025, posts: [posts[1], posts[4]] },
      { year: 2024, posts: [posts[3]] },
      { year: 2019, posts: [posts[2], posts[0]] },
    ])
  })

  it("orders posts of one day by address, whatever order they come in", () => {
    const [first, second] = [post("/article/a", "2020-05-15"), post("/article/b", "2020-05-15")]
    expect(archiveYears([second, first])).toEqual([{ year: 2020, posts: [first, second] }])
    expect(archiveYears([first, second])).toEqual([{ year: 2020, posts: [first, second] }])
  })

  it("reads a date-time's year in UTC, the year its shown date says", () => {
    const late = post("/late", "2019-12-31T23:30:00-08:00")
    expect(archiveYears([late])).toEqual([{ year: 2020, posts: [late] }])
  })

  it("keeps everything else of a post as it is", () => {
    expect(archiveYears([post("/a", "2018-03-10")])[0].posts[0]).toEqual({ path: "/a", date: "2018-03-10", title: "a" })
  })

  it("is empty without posts", () => {
    expect(archiveYears([])).toEqual([])
  })

  it("names a post whose date cannot be read", () => {
    expect(() => archiveYears([post("/article/x", "yesterday")])).toThrow('/article/x: its date "yesterday" is not an ISO date')
  })
})
