import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { BillingPort, GeocoderPort, Ports } from "../ports";
import { createFirebaseIdentity } from "../adapters/firebase-identity";
import { createLocalPhotoStorage } from "../adapters/local-photo-storage";
import { systemClock } from "../ports";
import { testProjectId } from "./env";

/**
 * The real adapters, pointed at the Auth emulator and a temporary photo folder (removed by close());
 * without payments unless given a billing port (see startTestBilling), and without an outside
 * geocoder (only the embedded gazetteer) unless given one (see createPhotonGeocoder and
 * @bitelog/dev/photon-stand-in).
 */
export async function createTestPorts(
  options: { billing?: BillingPort; geocoder?: GeocoderPort } = {},
): Promise<Ports & { close(): Promise<void> }> {
  const identity = createFirebaseIdentity({ projectId: testProjectId, useEmulator: true });
  const photoDir = await mkdtemp(join(tmpdir(), "bitelog-photos-"));
  return {
    identity,
    photos: createLocalPhotoStorage(photoDir),
    billing: options.billing ?? null,
    clock: systemClock,
    geocoder: options.geocoder ?? null,
    async close() {
      await identity.close();
      await rm(photoDir, { recursive: true, force: true });
    },
  };
}
