/**
 * The layer's checks where a site builds: a patch that relies on Docusaurus's internals looks, at the
 * end of the browser build, for the mark its reliance leaves in the bundle, and stops the build when it
 * is missing, naming the cause and the setting that fixes it. Without them a changed internal gives a
 * build that passes and pages that crash in the browser.
 *
 * They run in the browser (client) compilation, webpack's or Rspack's, on `finishModules`: every module
 * of the compilation, those restored from the persistent cache included, so a warm build checks as
 * a cold one does.
 */

/** What the checks use of a bundler's module. */
interface BundlerModule {
  resource?: string;
  nameForCondition?(): string | null | undefined;
}

/** What the checks use of a bundler's compilation (webpack's or Rspack's). */
export interface CheckedCompilation {
  hooks: {finishModules: {tap(name: string, fn: (modules: Iterable<BundlerModule>) => void): void}};
  errors: unknown[];
}

/** What the checks use of a bundler's compiler. */
export interface CheckedCompiler {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: CheckedCompilation) => void): void}};
}

/** The file of a module of the compilation (a normal module's resource, without its query). */
export function moduleFile(module: BundlerModule): string | undefined {
  const file = module.resource ?? module.nameForCondition?.() ?? undefined;
  return file ? file.replace(/\?.*$/, '') : undefined;
}

/**
 * A bundler plugin that runs `check` on the files of every module of the browser compilation once they
 * are all built; each message it returns stops the build, prefixed with `docusaurus-lean <patch>:`.
 */
export function buildCheck(patch: string, check: (files: ReadonlySet<string>) => string[]) {
  const name = `docusaurus-lean-${patch}-check`;
  return {
    apply(compiler: CheckedCompiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.finishModules.tap(name, (modules) => {
          const files = new Set<string>();
          for (const m of modules) {
            const file = moduleFile(m);
            if (file) files.add(file);
          }
          for (const message of check(files))
            compilation.errors.push(new compiler.webpack.WebpackError(`docusaurus-lean ${patch}: ${message}`));
        });
      });
    },
  };
}

/**
 * A check that each of `expected`'s files is in the bundle: each is a module the patch put in the
 * place of one of Docusaurus's (a NormalModuleReplacementPlugin), which is in the bundle only if the
 * replacement matched. `expected` maps the file to what its absence means.
 */
export function expectModules(patch: string, expected: Record<string, string>) {
  return buildCheck(patch, (files) =>
    Object.entries(expected)
      .filter(([file]) => !files.has(file))
      .map(([, missing]) => missing),
  );
}
