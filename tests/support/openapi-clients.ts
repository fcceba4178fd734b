/**
 * What the other common tools make of our OpenAPI documents: @apidevtools/swagger-parser's `validate()`, orval's fetch client and hey-api's client,
 * each run through its Node API from the local file (no network) into a temporary folder. The
 * generated clients are compiled by tests/unit/openapi-types.test.ts in the one `strict` program that
 * also compiles openapi-typescript's types (`compileFolder` in ./openapi-types).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {createClient} from '@hey-api/openapi-ts';
import {generate} from 'orval';

/** The message of swagger-parser's `validate()` on a document, or null when it passes. */
export async function swaggerParserProblem(yamlFile: string): Promise<string | null> {
  try {
    await SwaggerParser.validate(yamlFile);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** orval's fetch client of a document, written to `<dir>/client.ts` (its CLI's output, without prettier; it prints one line). */
export async function generateOrval(yamlFile: string, dir: string): Promise<void> {
  await generate(
    {input: {target: yamlFile}, output: {target: path.join(dir, 'client.ts'), client: 'fetch', prettier: false}},
    path.dirname(yamlFile),
  );
}

/** hey-api's client (its default plugins: types, SDK and the fetch client) of a document, written under `dir`. */
export async function generateHeyApi(yamlFile: string, dir: string): Promise<void> {
  await createClient({input: yamlFile, output: {path: dir}, logs: {level: 'silent'}});
}

/**
 * Names a generator had to number because another declaration of the file already had them: an
 * exported name ending in a digit 2–9 whose name without that digit is exported by the same file
 * (hey-api's `LoginData2` beside the schema `LoginData`). Status-code names (`CreateLead200`) end in
 * more than one digit of a code whose base is not exported, so they are not counted.
 */
export function numberedNames(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts')) {
        const names = new Set(
          [
            ...readFileSync(file, 'utf8').matchAll(
              /export (?:declare )?(?:type|interface|const|enum|function|class) ([A-Za-z_$][\w$]*)/g,
            ),
          ].map((m) => m[1]),
        );
        for (const name of names) {
          const base = /^(.*\D)[2-9]$/.exec(name)?.[1];
          if (base && names.has(base)) found.push(`${path.relative(dir, file)}: ${name} (beside ${base})`);
        }
      }
    }
  };
  walk(dir);
  return found;
}
