import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';

/**
 * Powerful browser features no page of the portal uses. Listing them with an empty allowlist
 * also forbids delegating them to an embedded frame, so an organiser's https iframe (a video
 * player) cannot ask for the camera or microphone whatever its `allow` attribute says.
 * Fullscreen, autoplay and picture-in-picture keep the browser's default (this page, and
 * frames it delegates them to) because video players need them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * Security headers of every answer (@fastify/helmet). The Content-Security-Policy allows what
 * the SPA really uses and nothing else:
 * - scripts only from this origin (the built SPA has no inline script);
 * - inline styles: MUI (emotion) inserts <style> elements at run time;
 * - images from this origin, data: (icons), blob: (a photo's preview) and any https address
 *   (organisers' banners, logos, ads);
 * - https frames: organiser HTML may embed video players; nothing may frame the portal;
 * - connections to this origin and its WebSocket (the hub), spelt out for browsers whose
 *   'self' does not cover ws:/wss:, and to https addresses: the player reads an organiser's HLS
 *   stream (its playlist and segments) from their CDN;
 * - with S3_URL, the files bucket too: the browser uploads there (PUT) and reads from there
 *   (the /files/ addresses redirect to it), as media, images and documents.
 * HSTS only when PUBLIC_URL is https (README: Security headers and TLS).
 */
export function securityHeaders(config: Pick<Config, 'publicUrl' | 's3'>): FastifyHelmetOptions {
  const publicUrl = new URL(config.publicUrl);
  const isHttps = publicUrl.protocol === 'https:';
  const socketOrigin = `${isHttps ? 'wss' : 'ws'}://${publicUrl.host}`;
  const bucket = bucketOrigins(config.s3);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...bucket],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'https:', ...bucket],
        connectSrc: ["'self'", socketOrigin, 'https:', ...bucket],
        frameSrc: ['https:', ...bucket],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Two years, the preload list's minimum; subdomains are the operator's to decide (README).
    hsts: isHttps ? { maxAge: 63_072_000, includeSubDomains: false } : false,
    // Embedding third-party players must keep working: no COEP; photos are for this site only.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/** Permissions-Policy, which helmet does not set, on every answer. */
export function addPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/** The origins the files bucket answers on: the endpoint's, and its virtual-host form. */
function bucketOrigins(s3: Config['s3']): string[] {
  if (!s3) return [];
  const endpoint = new URL(s3.endpoint);
  const hosted = `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
  return s3.forcePathStyle ? [endpoint.origin] : [endpoint.origin, hosted];
}
