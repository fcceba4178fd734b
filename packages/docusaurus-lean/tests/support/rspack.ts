/** Runs a small Rspack compilation of a test to its end: rejects on a fatal error or a compilation error. */
import type {Compiler} from '@rspack/core';

export function runCompiler(compiler: Compiler): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err) reject(err);
      else if (stats?.hasErrors()) reject(new Error(stats.toString()));
      else resolve();
    }),
  );
}
