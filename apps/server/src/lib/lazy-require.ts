import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of with the process, for a large package that
 * only some requests or commands need and that a synchronous function uses (exceljs: about
 * 0.5 s of CPU to load, which `atrium platform list` would otherwise pay for nothing).
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
