// Blob keys are `folder/name.ext` from a closed alphabet, so no store can be steered outside its folder or bucket prefix.
// A blob inside a pack (many appended to one file) is named by the pack's key and its byte range: `key#offset+length`.

const KEY = /^[a-z]+\/[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,8}$/;
const IN_PACK = /^(.+)#(\d{1,15})\+(\d{1,15})$/;

export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid blob key: ${JSON.stringify(key).slice(0, 60)}`);
}

/** A pack's own key (`folder/name.pack`); its file grows while blobs are appended, so copies of it are never links. */
export const packKey = (folder: string, name: string) => `${folder}/${name}.pack`;
export const isPackKey = (key: string) => key.endsWith(".pack");

/** The key of `length` bytes at `offset` in the pack under `packKey`. */
export const keyInPack = (packKey: string, offset: number, length: number) => `${packKey}#${offset}+${length}`;

/** A key as a file store reads it: the file's own key, and the byte range when the blob is one of a pack's. */
export function parseBlobKey(key: string): { key: string; range?: { offset: number; length: number } } {
  const packed = IN_PACK.exec(key);
  const own = packed ? packed[1]! : key;
  assertBlobKey(own);
  return packed ? { key: own, range: { offset: Number(packed[2]), length: Number(packed[3]) } } : { key: own };
}
