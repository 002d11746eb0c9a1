import { writeFile } from "node:fs/promises";

import { openApiDocument } from "./openapi";
import { OPENAPI_TYPES_FILE, openApiTypes } from "./openapi-types";

await writeFile(OPENAPI_TYPES_FILE, await openApiTypes(openApiDocument()));
