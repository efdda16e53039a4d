// A real S3-compatible server (s3rver) on loopback, with one bucket, for the S3 blob store's tests.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** s3rver's default key pair. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

export async function startLocalS3(bucket = "quire-test"): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "quire-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
