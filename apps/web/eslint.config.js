import base from "@bitelog/eslint-config/base";
import react from "@bitelog/eslint-config/react";

export default [...base, ...react];
