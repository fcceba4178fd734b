/**
 * Writes deploy/cloudfront/viewer-request.js from deploy/negotiate.ts (deploy/edge-code.ts), formatted
 * like the repository's other code: `npx tsx deploy/cloudfront/generate.ts` after an edit of
 * negotiate.ts. tests/unit/edge-negotiation.test.ts fails while the kept file differs from it.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {format, resolveConfig} from 'prettier';
import {CLOUDFRONT_FUNCTION, cloudfrontFunction} from '../edge-code';

/** The CloudFront function's file as it is kept. */
export async function cloudfrontFile(): Promise<string> {
  const options = await resolveConfig(CLOUDFRONT_FUNCTION);
  return format(cloudfrontFunction(), {...options, filepath: CLOUDFRONT_FUNCTION});
}

if (typeof require !== 'undefined' && typeof module !== 'undefined' && require.main === module) {
  void cloudfrontFile().then((text) => {
    writeFileSync(CLOUDFRONT_FUNCTION, text);
    console.log(`wrote ${path.relative(process.cwd(), CLOUDFRONT_FUNCTION)}`);
  });
}
