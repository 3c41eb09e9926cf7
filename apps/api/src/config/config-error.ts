/** A configuration problem the person starting the server can fix. */
export class ConfigError extends Error {}
