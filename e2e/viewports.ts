/** The widths the app is tested at: the desktop project's, and the mobile project's (tag a test `@mobile`). */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;
export const MOBILE_VIEWPORT = { width: 360, height: 740 } as const;
