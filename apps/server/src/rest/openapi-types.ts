import type { OpenAPI3 } from "openapi-typescript";
import openapiTS, { astToString } from "openapi-typescript";

/** Where the client types live, beside the routes they describe. */
export const OPENAPI_TYPES_FILE = new URL("./openapi-schema.gen.ts", import.meta.url);

const HEADER = `// The API's types, made by openapi-typescript from the served OpenAPI document.
// Do not edit: \`npm run openapi:types -w @bitelog/server\` writes it again; a test fails when it is stale.
`;

/**
 * The TypeScript types of a document (paths, operations, components), as a client compiles against
 * them. Read from the document's JSON, as served: openapi-typescript writes into what it is given.
 */
export async function openApiTypes(document: unknown): Promise<string> {
  const served = JSON.parse(JSON.stringify(document)) as OpenAPI3;
  return HEADER + astToString(await openapiTS(served));
}
