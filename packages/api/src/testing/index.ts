import "./env";

export { authEmulatorHost, testProjectId } from "./env";
export { adminAuth, createEmulatorUser, forgedToken, tamperedToken } from "./emulator-users";
export type { EmulatorUser } from "./emulator-users";
export { createTestPorts } from "./ports";
export { callerWith } from "./caller";
export { createAppUser } from "./app-user";
export type { AppUser } from "./app-user";
export { rejectionOf } from "./rejection";
export { cameraJpeg, declaredPng, GPS_MARKER, imageFacts, smallPng } from "./photo-fixtures";
