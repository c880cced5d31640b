import * as contracts from '@atrium/contracts';
import { api } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_ROUTES } from './bootstrap-routes.ts';
import { ACCOUNT_DISABLED_MESSAGE, DEFAULT_SCOPE, LOGIN_ERRORS } from './identity-constants.ts';

describe('routes and constants mirrored to keep zod out of the login page', () => {
  it('match the contracts’ route table', () => {
    const expected = {
      settings: api.platform.settings,
      forgotPassword: api.account.forgotPassword,
      resetPassword: api.account.resetPassword,
      scan: api.logs.scan,
      trace: api.logs.trace,
      navigation: api.logs.navigation,
    };
    for (const [name, route] of Object.entries(expected)) {
      const mirrored = BOOTSTRAP_ROUTES[name as keyof typeof BOOTSTRAP_ROUTES];
      expect({ name, method: mirrored.method, path: mirrored.path }).toEqual({
        name,
        method: route.method,
        path: route.path,
      });
    }
  });

  it('match the contracts’ identity constants', () => {
    expect(DEFAULT_SCOPE).toBe(contracts.DEFAULT_SCOPE);
    expect(LOGIN_ERRORS).toEqual(contracts.LOGIN_ERRORS);
    expect(ACCOUNT_DISABLED_MESSAGE).toBe(contracts.ACCOUNT_DISABLED_MESSAGE);
  });
});
