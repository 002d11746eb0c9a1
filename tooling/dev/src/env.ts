const port = Number(process.env.PORT ?? 3000);

/** The launcher's own settings, and the environment its children inherit. */
export const launcherEnv = {
  port,
  /** Where people open the app (the server's PUBLIC_URL): payment returns lead there. */
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  authEmulatorPort: 9099,
  stripeSandboxPort: 12111,
  /** Stripe keys of its own in the environment: payments go where they say, and no sandbox is started. */
  stripeConfigured: Boolean(process.env.STRIPE_SECRET_KEY?.trim()),
  projectId: process.env.FIREBASE_PROJECT_ID ?? "demo-bitelog",
  inherited: process.env,
};
