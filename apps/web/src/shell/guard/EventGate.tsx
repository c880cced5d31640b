import type { TPlatformSettings } from '@atrium/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { Loading } from '../../components/Loading.tsx';
import { RouteError } from '../RouteError.tsx';
import { evaluateGuard } from './evaluate-guard.ts';
import { guardDeps } from './guard-deps.ts';

type TApproved = { location: Location; settings: TPlatformSettings };

/**
 * Runs the navigation guard on every new location of an event and shows a page only once
 * the guard has let it through: until then the previous approved page stays on screen
 * (or a loading indicator on first load), exactly as a blocking navigation would.
 */
export function EventGate({ children }: { children: (approved: TApproved) => ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [approved, setApproved] = useState<TApproved | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the guard runs per path and query, not per location object or hash.
  useEffect(() => {
    let current = true;
    setFailure(null);
    evaluateGuard(location, guardDeps).then(
      (decision) => {
        if (!current) return;
        if (decision.kind === 'redirect') void navigate(decision.to, { replace: true });
        else if (decision.kind === 'reload') window.location.reload();
        else setApproved({ location, settings: decision.settings });
      },
      (error: unknown) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [location.pathname, location.search]);

  if (failure) return <RouteError error={failure} />;
  if (!approved) return <Loading fullPage />;
  return children(approved);
}
