/** A catalog's text, as Vite's `?raw` and the server bundle's loader give it. */
declare module "*.po?raw" {
  const text: string;
  export default text;
}
