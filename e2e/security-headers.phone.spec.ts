import { walkEveryPageInEachTheme } from "./policy-walk"

// The same walk at 375 px: a phone loads other picture sizes and draws the mobile menu.
walkEveryPageInEachTheme()
