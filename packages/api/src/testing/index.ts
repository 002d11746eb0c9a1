import "./env";

export { authEmulatorHost, testProjectId, whileAuthEmulatorAt } from "./env";
export {
  adminAuth,
  createEmulatorUser,
  forgedToken,
  signInEmulatorUser,
  tamperedToken,
} from "./emulator-users";
export type { EmulatorUser } from "./emulator-users";
export { createTestPorts } from "./ports";
export { callerWith, testPublicUrl, testShareLinkSecret } from "./caller";
export { startTestBilling } from "./billing";
export type { TestBilling } from "./billing";
export { createAppUser } from "./app-user";
export type { AppUser } from "./app-user";
export { rejectionOf } from "./rejection";
export { cameraJpeg, declaredPng, GPS_MARKER, imageFacts, smallPng } from "./photo-fixtures";
export { useApiHarness } from "./api-harness";
export { countEntries, seedEntries } from "./journal-fixtures";
