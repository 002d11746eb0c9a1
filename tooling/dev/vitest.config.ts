import shared from "@bitelog/vitest-config";

export default shared;
