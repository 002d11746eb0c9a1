/**
 * The sign-in actions, loaded when first used: they bring the identity provider's SDK, a third of
 * the landing page's JavaScript, which its first paint does not need.
 */
export const loadEmailAuth = () => import("./email-auth");
export const loadSocialSignIn = () => import("./social-sign-in");
