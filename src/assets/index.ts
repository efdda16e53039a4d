// The face of assets/: what the rest of the service imports of it (the dependency rules allow nothing else).
export type { AssetDeps } from "./asset-deps.js";
export { copyAssets } from "./copy-assets.js";
export { type AssetDetails, createAsset, keepAsset } from "./create-asset.js";
export { fetchRemoteImage, RemoteImageRefused } from "./fetch-remote-image.js";
export { deleteAsset, listAssets, loadAssetBytes, readAsset, toAssetJson, updateAsset } from "./manage-assets.js";
export { type AssetOwner, resolveImages } from "./resolve-images.js";
export { assetIdsIn, rewriteImages } from "./source-images.js";
