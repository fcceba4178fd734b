/**
 * The tslib helpers the browser bundle uses, and only those (see ./index.ts). Same behaviour as
 * tslib's own.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
