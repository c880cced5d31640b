import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import aws4 from 'aws4';
import S3rver from 's3rver';
import type { S3Config } from '../config/config.ts';

export interface TestS3 {
  /** The settings a server needs to keep its files in the bucket. */
  config: S3Config;
  close: () => Promise<void>;
}

const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';
/** How far a header-signed request's time may be from the server's (S3's own bound). */
const SKEW_MS = 15 * 60 * 1000;
const MAX_BODY = 256 * 1024 * 1024;

class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** `20261127T173000Z` → milliseconds. */
function amzTime(value: string): number {
  const m = value.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  if (!m) throw new S3Refusal(403, 'AccessDenied', `malformed date ${value}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function checkCredential(credential: string, date: string) {
  const [keyId, day, region, service, terminal] = credential.split('/');
  if (keyId !== ACCESS_KEY_ID) throw new S3Refusal(403, 'InvalidAccessKeyId', `unknown access key ${keyId}`);
  if (day !== date.slice(0, 8) || region !== REGION || service !== 's3' || terminal !== 'aws4_request')
    throw new S3Refusal(403, 'SignatureDoesNotMatch', `credential scope ${credential} does not match`);
}

/** The request's headers that the signature covers, as they arrived. */
function signedHeaderValues(req: IncomingMessage, names: string[]) {
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = req.headers[name];
    if (value === undefined) throw new S3Refusal(403, 'AccessDenied', `signed header ${name} is missing`);
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

/**
 * Checks a request's AWS Signature Version 4, in the query (a presigned address) or in the
 * Authorization header, by signing it again with `aws4` (an implementation independent of the
 * AWS SDK that signed it) and comparing; refuses expired addresses and mismatched checksums.
 */
function verify(req: IncomingMessage, body: Buffer, now: number) {
  const url = new URL(req.url ?? '/', 'http://s3.invalid');
  const query = url.searchParams;
  const presigned = query.has('X-Amz-Signature');
  const authorization = req.headers.authorization;
  if (!presigned && !authorization) throw new S3Refusal(403, 'AccessDenied', 'Anonymous access is not allowed');

  let provided: string;
  let signedNames: string[];
  let date: string;
  let pathForSigning: string;
  if (presigned) {
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
      throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm must be AWS4-HMAC-SHA256');
    provided = query.get('X-Amz-Signature') ?? '';
    signedNames = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
    date = query.get('X-Amz-Date') ?? '';
    checkCredential(query.get('X-Amz-Credential') ?? '', date);
    const expires = Number(query.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604_800)
      throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be 1 to 604800 seconds');
    if (now > amzTime(date) + expires * 1000) throw new S3Refusal(403, 'AccessDenied', 'Request has expired');
    const rest = (req.url ?? '/').replace(/([?&])X-Amz-Signature=[^&]*&?/, '$1').replace(/[?&]$/, '');
    pathForSigning = rest;
  } else {
    const parts = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      authorization ?? '',
    );
    if (!parts) throw new S3Refusal(400, 'AuthorizationHeaderMalformed', 'malformed Authorization header');
    provided = parts[3] as string;
    signedNames = (parts[2] as string).split(';');
    date = String(req.headers['x-amz-date'] ?? '');
    checkCredential(parts[1] as string, date);
    if (Math.abs(now - amzTime(date)) > SKEW_MS)
      throw new S3Refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and now is too large');
    const declared = String(req.headers['x-amz-content-sha256'] ?? '');
    if (/^[0-9a-f]{64}$/.test(declared)) {
      if (createHash('sha256').update(body).digest('hex') !== declared)
        throw new S3Refusal(400, 'XAmzContentSHA256Mismatch', 'The body does not match x-amz-content-sha256');
    } else if (declared !== 'UNSIGNED-PAYLOAD') {
      throw new S3Refusal(501, 'NotImplemented', `x-amz-content-sha256 ${declared || '(none)'} is not handled here`);
    }
    pathForSigning = req.url ?? '/';
  }
  if (!signedNames.includes('host')) throw new S3Refusal(403, 'AccessDenied', 'the host header must be signed');

  const headers = signedHeaderValues(req, signedNames);
  // aws4 leaves out a few headers by default (range, user-agent…): those the client signed count
  // (an option of aws4 that its type declarations do not list).
  const options: aws4.Request & { extraHeadersToInclude: Record<string, boolean> } = {
    method: req.method,
    host: headers.host,
    path: pathForSigning,
    headers,
    service: 's3',
    region: REGION,
    signQuery: presigned,
    extraHeadersToInclude: Object.fromEntries(signedNames.map((name) => [name, true])),
  };
  const signer = new aws4.RequestSigner(options, { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY });
  // The request's own date (X-Amz-Date) is read here: signature() alone would take the clock's.
  signer.prepareRequest();
  if (!sameText(signer.signature(), provided))
    throw new S3Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match');

  // S3 checks a CRC32 the request carries (header or presigned query) against the bytes.
  const checksum = req.headers['x-amz-checksum-crc32'] ?? query.get('x-amz-checksum-crc32');
  if (checksum !== undefined && checksum !== null) {
    const actual = Buffer.alloc(4);
    actual.writeUInt32BE(crc32(body));
    if (checksum !== actual.toString('base64'))
      throw new S3Refusal(400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum');
  }
  for (const name of [...Object.keys(req.headers), ...query.keys()]) {
    const lower = name.toLowerCase();
    if (lower.startsWith('x-amz-checksum-') && lower !== 'x-amz-checksum-crc32' && lower !== 'x-amz-checksum-mode')
      throw new S3Refusal(501, 'NotImplemented', `${lower} is not checked here`);
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new Error('body too large for the test S3 server'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function refuse(res: ServerResponse, refusal: S3Refusal) {
  res.writeHead(refusal.status, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`,
  );
}

/** Every request checked (except CORS preflights, which carry no credentials), then passed to s3rver. */
function verifyingFront(backendPort: number): Server {
  return createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      if (req.method !== 'OPTIONS') verify(req, body, Date.now());
      const upstream = request(
        { host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        res.writeHead(502);
        res.end(String(error));
      });
      upstream.end(body);
    } catch (error) {
      if (error instanceof S3Refusal) refuse(res, error);
      else {
        res.writeHead(500);
        res.end(String(error));
      }
    }
  });
}

/**
 * An S3-protocol server on a free port with one bucket, for the storage tests: s3rver (the S3
 * REST API over a folder) behind a front that checks every request's Signature Version 4 with
 * `aws4`, as S3 does. s3rver itself checks only the old version 2 signatures and lets any
 * version 4 signature through: a forged or tampered address would pass it.
 */
export async function startTestS3(bucket = 'atrium-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'atrium-s3-'));
  const backend = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const backendAddress = (await backend.run()) as AddressInfo;
  const front = verifyingFront(backendAddress.port);
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: REGION,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    async close() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await backend.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
