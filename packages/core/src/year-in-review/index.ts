// The year-in-review summary: its period (a UTC calendar year) and which variant an account sees.
export * from "./period";
export * from "./variant";
