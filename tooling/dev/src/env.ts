/** The launcher's own settings, and the environment its children inherit. */
export const launcherEnv = {
  port: Number(process.env.PORT ?? 3000),
  authEmulatorPort: 9099,
  projectId: process.env.FIREBASE_PROJECT_ID ?? "demo-bitelog",
  inherited: process.env,
};
