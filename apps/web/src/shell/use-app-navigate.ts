import { useCallback } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';

/** spec 1 §2.2: navigating to the page already shown is skipped. */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (to === current) return;
      void navigate(to, options);
    },
    [navigate, current],
  );
}
