/** Checks that every precompressed file of a build (.gz, .br) decompresses to the file beside it. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

export interface PrecompressedReport {
  gzip: number;
  brotli: number;
  problems: string[];
}

export function checkPrecompressed(buildDir: string): PrecompressedReport {
  const report: PrecompressedReport = {gzip: 0, brotli: 0, problems: []};
  for (const rel of readdirSync(buildDir, {recursive: true}) as string[]) {
    const kind = path.extname(rel);
    if (kind !== '.gz' && kind !== '.br') continue;
    const source = path.join(buildDir, rel.slice(0, -kind.length));
    if (!existsSync(source)) {
      report.problems.push(`${rel}: no ${path.basename(source)} beside it`);
      continue;
    }
    let data: Buffer;
    try {
      const packed = readFileSync(path.join(buildDir, rel));
      data = kind === '.gz' ? gunzipSync(packed) : brotliDecompressSync(packed);
    } catch (e) {
      report.problems.push(`${rel}: does not decompress (${(e as Error).message})`);
      continue;
    }
    if (!data.equals(readFileSync(source))) report.problems.push(`${rel}: differs from ${path.basename(source)}`);
    else if (kind === '.gz') report.gzip++;
    else report.brotli++;
  }
  return report;
}
