#!/usr/bin/env node
import { type Config, ConfigError, loadConfig } from '../config/config.ts';
import { CommandError } from './command-channel.ts';
import { buildProgram } from './program.ts';

async function main() {
  // Everything this process creates (the data folder, database files, mails in the outbox,
  // uploaded files) is for its own account only: folders 0700, files 0600.
  process.umask(0o077);
  let config: Config | undefined;
  const getConfig = () => {
    config ??= loadConfig();
    return config;
  };
  let serving = false;
  try {
    await buildProgram(getConfig, () => {
      serving = true;
    }).parseAsync(process.argv);
    // A one-off command has closed what it opened; exiting here still guarantees that nothing a
    // library leaves behind (a socket, a timer) keeps `atrium platform list` from returning.
    if (!serving) process.exit(0);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof CommandError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

await main();
