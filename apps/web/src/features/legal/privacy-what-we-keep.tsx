import { Trans, useLingui } from "@lingui/react/macro";

import type { LegalSectionData } from "./legal-section";

/** Privacy Notice, part 1: what Bitelog keeps, on its server and in your browser (docs/product.md §1, §3). */
export function usePrivacyWhatWeKeep(): LegalSectionData[] {
  const { t } = useLingui();
  return [
    {
      id: "account",
      title: t({ id: "privacy.account.title", message: "Your account" }),
      content: (
        <>
          <p>
            <Trans id="privacy.account.p1">
              When you sign up, we keep your e-mail address, a username (your name from the sign-in provider,
              or else your e-mail address) and your settings: light or dark theme, interface language and time
              zone. We also record whether and when you accepted the Terms of Service.
            </Trans>
          </p>
          <p>
            <Trans id="privacy.account.p2">
              We use them only to run your account: to sign you in, to show Bitelog in your language and to
              write dates in your time zone.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "journal",
      title: t({ id: "privacy.journal.title", message: "Your journal" }),
      content: (
        <>
          <p>
            <Trans id="privacy.journal.p1">
              Your entries (restaurant names, addresses, visit dates, ratings and comments) are stored on our
              server and linked to your account.
            </Trans>
          </p>
          <p>
            <Trans id="privacy.journal.p2">
              Your journal is private by default. No one else can see your entries or photos, and nothing is
              ever published, unless you explicitly choose to share it yourself.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "photos",
      title: t({ id: "privacy.photos.title", message: "Your photos" }),
      content: (
        <>
          <p>
            <Trans id="privacy.photos.p1">
              You can upload pictures with your entries. We store a resized copy and a small thumbnail of each
              with your journal.
            </Trans>
          </p>
          <p>
            <Trans id="privacy.photos.metadata">
              Photos carry hidden metadata, such as the GPS position where they were taken and the camera
              used. We strip all of it before a photo is stored.
            </Trans>{" "}
            <Trans id="privacy.photos.shown">
              Your photos are shown to you while you are signed in, and to no one else unless you share a
              visit: its share link shows that visit, with its photos, to anyone who has the link, until you
              stop sharing it.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "location",
      title: t({ id: "privacy.location.title", message: "Your location" }),
      content: (
        <>
          <p>
            <Trans id="privacy.location.p1">
              If you allow it, Bitelog asks your browser for your position to centre the map on you and to
              suggest restaurants nearby. Your position is only used live, while the screen is open: it is
              never sent to our server, saved in your journal or kept after you leave.
            </Trans>
          </p>
          <p>
            <Trans id="privacy.location.p2">
              Of all location information, we retain one category: whether you allowed Bitelog to use your
              location. It stays in your browser for 1 month, so that we do not ask at every visit.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: t({ id: "privacy.cookies.title", message: "The cookies we set" }),
      content: (
        <>
          <p>
            <Trans id="privacy.cookies.p1">
              Bitelog uses no advertising or tracking cookies. It sets only small preference cookies, read by
              Bitelog alone:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans id="privacy.cookies.sidebar">
                sidebar_state remembers whether you left the sidebar open or closed, and expires after 7 days;
              </Trans>
            </li>
            <li>
              <Trans id="privacy.cookies.language">
                bitelog-language remembers your interface language, so that pages open in it from the first
                moment, and expires after one year.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "local-storage",
      title: t({ id: "privacy.storage.title", message: "Local storage in your browser" }),
      content: (
        <>
          <p>
            <Trans id="privacy.storage.intro">
              Bitelog also keeps a few things in your browser's storage (local storage and IndexedDB), on your
              device only, to remember your choices and keep you signed in:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans id="privacy.storage.user">your user profile as our server last sent it;</Trans>
            </li>
            <li>
              <Trans id="privacy.storage.session">
                your sign-in session, which proves to our server that you are signed in: the identity
                provider's library (Firebase) keeps it in IndexedDB, not in local storage;
              </Trans>
            </li>
            <li>
              <Trans id="privacy.storage.activity">
                the time of your last activity, so that all your tabs sign you out together after 10 minutes
                without any;
              </Trans>
            </li>
            <li>
              <Trans id="privacy.storage.theme">your theme, light or dark;</Trans>
            </li>
            <li>
              <Trans id="privacy.storage.language">your language preference;</Trans>
            </li>
            <li>
              <Trans id="privacy.storage.viewMode">the dashboard view mode, cards or list;</Trans>
            </li>
            <li>
              <Trans id="privacy.storage.location">
                the result of the location permission, allowed or denied;
              </Trans>
            </li>
            <li>
              <Trans id="privacy.storage.appFiles">
                the app itself (its code, styles, icons and translations), kept by its service worker so that
                it opens quickly and without a connection: these files are the same for everyone and hold
                nothing of your journal;
              </Trans>
            </li>
            <li>
              <Trans id="privacy.storage.journal">
                your journal as you last saw it (entries, search results, membership) in IndexedDB, and the
                photos you have already viewed in the service worker's cache, so that you can read them
                without a connection;
              </Trans>
            </li>
            <li>
              <Trans id="privacy.storage.outbox">
                the entries and changes you make without a connection, with their photos, in IndexedDB until
                they reach your journal;
              </Trans>
            </li>
            <li>
              <Trans id="privacy.storage.redirect">
                during a sign-in with Google or Facebook, the page to return to (the redirect URL) and your
                sign-in preferences.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans id="privacy.storage.signOutClears">
              Signing out, or deleting your account, removes your profile, your sign-in session, and the
              journal and photos kept on the device. You can clear the rest at any time in your browser's
              settings.
            </Trans>{" "}
            <Trans id="privacy.storage.outboxKept">
              Changes not sent yet are the exception: after a sign-out for inactivity they stay, for your
              account only, and are sent when you sign in again. When you log out yourself, you are asked
              first, and they are removed.
            </Trans>
          </p>
        </>
      ),
    },
  ];
}
