import { api, type TRouteDef } from '@atrium/contracts';

/** A route of the contract with its dotted name (`users.updateProfile`). */
export interface NamedRoute {
  name: string;
  def: TRouteDef;
}

function collect(node: unknown, prefix: string[]): NamedRoute[] {
  if (!node || typeof node !== 'object') return [];
  const candidate = node as Partial<TRouteDef>;
  if (
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.access === 'string'
  ) {
    return [{ name: prefix.join('.'), def: node as TRouteDef }];
  }
  return Object.entries(node).flatMap(([key, child]) => collect(child, [...prefix, key]));
}

/** Every route the contract declares (the suites that must walk them all start here). */
export const contractRoutes: NamedRoute[] = collect(api, []);
