// BLOB_STORE=s3: blobs as objects in any S3-compatible bucket, so every process on every machine sees them.
import { createHash } from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { AppError } from "../../lib/errors.js";
import { assertBlobKey } from "./blob-key.js";
import type { BlobStore } from "./blob-store.js";

export interface S3BlobStoreOptions {
  bucket: string;
  /** Unset for AWS itself; the base URL of MinIO, R2, Ceph and the like. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (AWS_* variables, shared config, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Most self-hosted stores want `endpoint/bucket/key` rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    // Many S3-compatible servers reject the newer flexible-checksum headers; Content-MD5 below guards the upload instead.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  return {
    async put(key, bytes) {
      assertBlobKey(key);
      // A PUT is all-or-nothing on S3: readers see the old object or the new one, never a partial blob.
      const ContentMD5 = createHash("md5").update(bytes).digest("base64");
      await send(() =>
        client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentMD5, ContentLength: bytes.byteLength }),
        ),
      );
    },
    async get(key) {
      assertBlobKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return new Uint8Array(0);
        return await object.Body.transformToByteArray();
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailableOr(err);
      }
    },
    async delete(key) {
      assertBlobKey(key);
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}

async function send<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw unavailableOr(err);
  }
}

function isMissing(err: unknown): boolean {
  // A missing bucket is also a 404, but a misconfiguration, not a missing blob.
  return (
    err instanceof S3ServiceException &&
    err.name !== "NoSuchBucket" &&
    (err.name === "NoSuchKey" || err.$metadata.httpStatusCode === 404)
  );
}

/** A store that is down, slow or failing on its side is a 503 the caller may retry; anything else (denied, no bucket) stays an internal error. */
function unavailableOr(err: unknown): unknown {
  const serverSide =
    err instanceof S3ServiceException && (err.$fault === "server" || (err.$metadata.httpStatusCode ?? 0) >= 500);
  const transport =
    !(err instanceof S3ServiceException) &&
    err instanceof Error &&
    (err.name === "TimeoutError" || typeof (err as NodeJS.ErrnoException).code === "string");
  if (serverSide || transport)
    return new AppError("unavailable", "The blob store is not answering; try again shortly.", {
      retryAfter: 5,
      cause: err,
    });
  return err;
}
