let signOut: () => void = () => undefined;

/**
 * A call refused even with a fresh token (docs/product.md §8): the API clients report it here, and the
 * session, which registers when it starts, signs the person out. The clients thereby import no feature.
 */
export function onAuthRefused(handler: () => void): void {
  signOut = handler;
}

export function reportAuthRefused(): void {
  signOut();
}
