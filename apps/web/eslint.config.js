import base from "@bitelog/eslint-config/base";
import react from "@bitelog/eslint-config/react";

import featureLayers from "./feature-layers.js";

export default [...base, ...react, ...featureLayers];
