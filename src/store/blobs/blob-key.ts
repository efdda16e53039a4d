// Blob keys are `folder/name.ext` from a closed alphabet, so no store can be steered outside its folder or bucket prefix.

const KEY = /^[a-z]+\/[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,8}$/;

export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid blob key: ${JSON.stringify(key).slice(0, 60)}`);
}
