import "./env";

export { authEmulatorHost, testProjectId } from "./env";
export { createEmulatorUser, tamperedToken } from "./emulator-users";
export type { EmulatorUser } from "./emulator-users";
export { createTestPorts } from "./ports";
