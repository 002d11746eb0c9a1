import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** React rules on top of the base config, for the web app. */
export default tseslint.config(
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  {
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    rules: {
      // TanStack Router's redirect() and notFound() are meant to be thrown from loaders and guards.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [{ from: "package", package: "@tanstack/router-core", name: ["Redirect", "NotFoundError"] }],
        },
      ],
    },
  },
);
