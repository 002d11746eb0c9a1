import { Brand } from "./brand";
import { LanguageSelect } from "./language-select";
import { SkipLink } from "./skip-link";

/** The bar above the public screens: the product name and the language (the app's links live in its sidebar). */
export function PublicHeader() {
  return (
    <header className="border-b border-border bg-background/90 backdrop-blur">
      <SkipLink />
      <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3 sm:px-6 lg:px-10">
        <Brand to="/" />
        <LanguageSelect compact className="ml-auto" />
      </div>
    </header>
  );
}
