import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * Type-checked TypeScript rules shared by every package.
 * Environment variables are read only in files named env.ts (one zod schema per package),
 * so the rest of the code receives validated settings instead of raw strings.
 */
export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/*.gen.ts", "**/.turbo/**", "**/*.po.js"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "separate-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      // Ambient module declarations (such as *.po imports) are pulled in by path.
      "@typescript-eslint/triple-slash-reference": [
        "error",
        { path: "always", types: "prefer-import", lib: "always" },
      ],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through the package's env.ts." },
      ],
    },
  },
  {
    files: ["**/env.ts"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS, for tools that require() a file (autocannon's workers).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
  },
);
