/** @type {import("prettier").Config & import("@ianvs/prettier-plugin-sort-imports").PluginConfig} */
export default {
  printWidth: 110,
  plugins: ["@ianvs/prettier-plugin-sort-imports"],
  importOrder: [
    "<TYPES>",
    "<BUILTIN_MODULES>",
    "<THIRD_PARTY_MODULES>",
    "",
    "<TYPES>^@bitelog",
    "^@bitelog/(.*)$",
    "",
    "<TYPES>^[.]",
    "^[.]",
  ],
  importOrderTypeScriptVersion: "5.9.0",
};
