import { lazyResolver } from "../../lib/lazy-resolver";

const load = () => import("./credential-resolvers").then((module) => module.credentialResolvers);

/** Each sign-in form's resolver, fetched on first use. */
export const lazyCredentialResolvers = {
  login: lazyResolver(() => load().then((resolvers) => resolvers.login)),
  signup: lazyResolver(() => load().then((resolvers) => resolvers.signup)),
  resetRequest: lazyResolver(() => load().then((resolvers) => resolvers.resetRequest)),
  newPassword: lazyResolver(() => load().then((resolvers) => resolvers.newPassword)),
};
