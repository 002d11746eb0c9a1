/**
 * The schemas the web app's forms validate with: the server's own, so that a limit or a rule is
 * written once. Nothing here may reach for the server's runtime (database, Node built-ins).
 */
export { createEntryInput } from "./entries/entry-fields";
