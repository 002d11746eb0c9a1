import "./env";

export { authEmulatorHost, testProjectId } from "./env";
export { adminAuth, createEmulatorUser, forgedToken, tamperedToken } from "./emulator-users";
export type { EmulatorUser } from "./emulator-users";
export { createTestPorts } from "./ports";
export { callerWith } from "./caller";
export { cameraJpeg, declaredPng, GPS_MARKER, smallPng } from "./photo-fixtures";
