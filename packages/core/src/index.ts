// @ceiba/core: every rule of the spec in one tested place. Each capability folder has its own index.
export * from "./fixed-point/index";
export * from "./format/index";
export * from "./constants/lending";
export * from "./rates/index";
export * from "./risk/index";
export * from "./liquidations/index";
export * from "./year-in-review/index";
export * from "./limits/index";
export * from "./validation/index";
export * from "./errors/index";
export * from "./constants/index";
export * from "./address/index";
export * from "./activity/index";
export * from "./lightning/index";
