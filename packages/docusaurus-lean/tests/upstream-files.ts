/**
 * The layer's record of the Docusaurus files it relies on: it ships with the package
 * (../src/upstream/record.ts, read by the command `docusaurus-lean-check`); the package's tests and the
 * repository's records import it from here.
 */
export * from '../src/upstream/record';
