import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config/config.ts';

export interface TestS3 {
  /** The settings a server needs to keep its files in the bucket. */
  config: S3Config;
  close: () => Promise<void>;
}

/**
 * A real S3-protocol server (s3rver: the S3 REST API over a folder) on a free port, with one
 * bucket, for the storage tests: the SDK signs, the server checks the signatures and stores.
 */
export async function startTestS3(bucket = 'atrium-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'atrium-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
