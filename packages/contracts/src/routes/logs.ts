import { z } from 'zod';
import { ZPlatformParams } from '../common.ts';
import { ZAdClickLog, ZDownloadLog, ZNavigationLog, ZScanLog, ZScanResult, ZTraceLog } from '../logs.ts';
import { defineRoute } from '../route.ts';
import { P } from './paths.ts';

const logged = z.object({ ok: z.literal(true) });

/** Activity logs (server: modules/logs). */
export const logsApi = {
  scan: defineRoute({
    method: 'POST',
    path: `${P}/log/scan`,
    access: 'self',
    summary: 'Activity scan; a heartbeat answers count and live (spec 1 §3.7)',
    params: ZPlatformParams,
    body: ZScanLog,
    response: ZScanResult,
  }),
  trace: defineRoute({
    method: 'POST',
    path: `${P}/log/trace`,
    access: 'open',
    summary: 'Page trace (spec 1 §4.11)',
    params: ZPlatformParams,
    body: ZTraceLog,
    response: logged,
  }),
  navigation: defineRoute({
    method: 'POST',
    path: `${P}/log/navigation`,
    access: 'open',
    summary: 'Navigation from one path to another (spec 1 §2.2)',
    params: ZPlatformParams,
    body: ZNavigationLog,
    response: logged,
  }),
  download: defineRoute({
    method: 'POST',
    path: `${P}/log/download`,
    access: 'self',
    summary: 'A download or video view (spec 2 §3)',
    params: ZPlatformParams,
    body: ZDownloadLog,
    response: logged,
  }),
  adClick: defineRoute({
    method: 'POST',
    path: `${P}/log/sda`,
    access: 'self',
    summary: 'A click on a sponsor ad (spec 1 §3.7)',
    params: ZPlatformParams,
    body: ZAdClickLog,
    response: logged,
  }),
} as const;
