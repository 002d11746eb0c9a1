export type { Theme } from "./theme";
export {
  applyServerTheme,
  currentUserTheme,
  forceTheme,
  onThemeChange,
  resetTheme,
  setTheme,
  useForcedTheme,
  useTheme,
} from "./theme-store";
export { ThemeToggle } from "./theme-toggle";
