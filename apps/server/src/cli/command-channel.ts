/**
 * What the CLI's entry needs before it knows which command runs: the error a command reports to
 * the operator and the address of the running server's command channel. Kept apart from the
 * commands themselves (commands.ts, control.ts), which load only when a command runs in this
 * process, so that a command sent to a running server starts without the database's code.
 */
export class CommandError extends Error {}

export const CONTROL_PATH = '/_atrium/command';
