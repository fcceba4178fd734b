/**
 * The one table of `Accept` headers (tests/fixtures/accept-cases.json) that every implementation of the
 * content negotiation is run over: deploy/negotiate.ts, the CloudFront function, the Cloudflare Worker,
 * the Vercel rewrite's header condition (tests/unit/edge-negotiation.test.ts) and nginx with its njs
 * module (tests/e2e/nginx.test.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface AcceptCase {
  /** The header's value; null: no header. */
  accept: string | null;
  expected: 'markdown' | 'html';
  why: string;
}

export const acceptCases: AcceptCase[] = JSON.parse(
  readFileSync(path.resolve(__dirname, '../fixtures/accept-cases.json'), 'utf8'),
);

/** The cases an implementation answers otherwise than the table, as `accept → answer`. */
export function tableFailures(answer: (accept: string | null) => 'markdown' | 'html'): string[] {
  return acceptCases
    .filter((c) => answer(c.accept) !== c.expected)
    .map((c) => `${JSON.stringify(c.accept)} → ${answer(c.accept)} (expected ${c.expected}: ${c.why})`);
}
