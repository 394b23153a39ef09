// The terms message lives in @ceiba/core, shared with the web app that signs it.
export { TERMS_MESSAGE } from "@ceiba/core";
