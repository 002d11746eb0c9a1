import base from "@bitelog/eslint-config/base";

export default base;
