// The face of shares/: what the rest of the service imports of it (the dependency rules allow nothing else).
export {
  createShare,
  listShares,
  readShare,
  revokeShare,
  setSpaceSharing,
  SHARE_LIST_LIMIT,
  shareViews,
  updateShare,
  VIEWS_DAYS,
} from "./manage-shares.js";
export { liveShare } from "./open-share.js";
export type { ShareDeps } from "./share-deps.js";
export { passwordMatches, unlockKey } from "./share-secrets.js";
export { MAX_REPORT_SECONDS, SHARED_DOWNLOADS, sharedView, type SharedView } from "./shared-view.js";
export { missingPage, passwordPage, viewerCsp } from "./viewer-page.js";
export { VIEWER_SCRIPT } from "./viewer-script.js";
