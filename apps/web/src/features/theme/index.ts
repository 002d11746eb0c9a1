export type { Theme } from "./theme";
export {
  applyServerTheme,
  currentUserTheme,
  forceTheme,
  resetTheme,
  setTheme,
  themeStore,
  useForcedTheme,
  useTheme,
} from "./theme-store";
export { ThemeToggle } from "./theme-toggle";
