import type { TPlatformSettings } from '@atrium/contracts';
import { createContext, useContext } from 'react';

export type TPlatformContext = {
  settings: TPlatformSettings;
  platformId: number;
  /** Upper-cased event code of the URL (spec 1 §2.2). */
  eventCode: string;
};

export const PlatformContext = createContext<TPlatformContext | null>(null);

/** The event being shown; available under the /{eventCode} route once the guard has run. */
export function usePlatform(): TPlatformContext {
  const context = useContext(PlatformContext);
  if (!context) throw new Error('usePlatform() outside of an event route');
  return context;
}
