import { PLATFORM_SETTINGS_DEFAULTS, type TPlatformSettings } from '@atrium/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { evaluateGuard, type TGuardDeps } from './evaluate-guard.ts';

const settings = (open: boolean): TPlatformSettings => ({
  ...PLATFORM_SETTINGS_DEFAULTS,
  open,
  eventId: 7,
  eventCode: 'DEMO',
});

function deps(overrides: Partial<TGuardDeps> = {}) {
  let signedIn = overrides.isAuthenticated?.() ?? false;
  return {
    loadSettings: vi.fn(async () => settings(false)),
    versionChanged: vi.fn(() => false),
    activatePlatform: vi.fn(),
    clearPlatform: vi.fn(),
    loadCurrentUser: vi.fn(async () => ({ userId: 42 })),
    startRealtime: vi.fn(),
    ...overrides,
    isAuthenticated: () => signedIn,
    signOutLocally: vi.fn(() => {
      signedIn = false;
    }),
  } satisfies TGuardDeps;
}
const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });

describe('navigation guard (spec 1 §2.2, §4.1)', () => {
  it('upper-cases the event code before anything else', async () => {
    const d = deps();
    await expect(evaluateGuard(at('/demo/programme', '?x=1'), d)).resolves.toEqual({
      kind: 'redirect',
      to: '/DEMO/programme?x=1',
    });
    expect(d.loadSettings).not.toHaveBeenCalled();
  });

  it('forgets the stored event and goes to /notfound for an unknown or malformed code', async () => {
    for (const status of [404, 400]) {
      const d = deps({
        loadSettings: vi.fn(async () => Promise.reject(new ApiError(status, 'x', 'Platform does not exist'))),
      });
      await expect(evaluateGuard(at('/NOPE/'), d)).resolves.toEqual({ kind: 'redirect', to: '/notfound' });
      expect(d.clearPlatform).toHaveBeenCalled();
      expect(d.activatePlatform).not.toHaveBeenCalled();
    }
  });

  it('lets other failures through to the error page', async () => {
    const d = deps({ loadSettings: vi.fn(async () => Promise.reject(new ApiError(0, 'network_error', 'down'))) });
    await expect(evaluateGuard(at('/DEMO/'), d)).rejects.toMatchObject({ status: 0 });
  });

  it('reloads when the platform version changed', async () => {
    const d = deps({ versionChanged: () => true });
    await expect(evaluateGuard(at('/DEMO/'), d)).resolves.toEqual({ kind: 'reload' });
  });

  it('stores the event and sends a visitor of a closed event to login, remembering the page', async () => {
    const d = deps();
    await expect(evaluateGuard(at('/DEMO/programme'), d)).resolves.toEqual({
      kind: 'redirect',
      to: '/DEMO/login?redirect=%2FDEMO%2Fprogramme',
    });
    expect(d.activatePlatform).toHaveBeenCalledWith(7, 'DEMO');
  });

  it('shows the login page, report paths and open events to visitors', async () => {
    await expect(evaluateGuard(at('/DEMO/login'), deps())).resolves.toMatchObject({ kind: 'render' });
    await expect(evaluateGuard(at('/DEMO/reports/summary'), deps())).resolves.toMatchObject({ kind: 'render' });
    const open = deps({ loadSettings: vi.fn(async () => settings(true)) });
    await expect(evaluateGuard(at('/DEMO/programme'), open)).resolves.toMatchObject({ kind: 'render' });
  });

  it('loads the current user and opens the live connection for a signed-in user', async () => {
    const d = deps({ isAuthenticated: () => true });
    await expect(evaluateGuard(at('/DEMO/'), d)).resolves.toMatchObject({ kind: 'render' });
    expect(d.loadCurrentUser).toHaveBeenCalled();
    expect(d.startRealtime).toHaveBeenCalled();
  });

  it('initialises the login page without the user', async () => {
    const d = deps({ isAuthenticated: () => true });
    await evaluateGuard(at('/DEMO/login'), d);
    expect(d.loadCurrentUser).not.toHaveBeenCalled();
    expect(d.startRealtime).not.toHaveBeenCalled();
  });

  it('logs out and goes to login when the current user cannot be loaded', async () => {
    const d = deps({
      isAuthenticated: () => true,
      loadCurrentUser: vi.fn(async () => Promise.reject(new Error('401'))),
    });
    await expect(evaluateGuard(at('/DEMO/programme'), d)).resolves.toEqual({ kind: 'redirect', to: '/DEMO/login' });
    expect(d.signOutLocally).toHaveBeenCalled();
    expect(d.startRealtime).not.toHaveBeenCalled();
  });
});
