// RTK Query code generation: one generated file per OpenAPI tag (STYLE.md §5).
// Run with `npm run codegen`; never edit the generated files.
import { readFileSync } from 'node:fs';

const spec = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
const tags = [...new Set(Object.values(spec.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])))].sort();

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
const config = {
  schemaFile: '../openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  hooks: true,
  tag: true,
  outputFiles: Object.fromEntries(
    tags.map((tag) => [
      `./src/api/generated/${tag}.gen.ts`,
      { filterEndpoints: (_name, def) => (def.operation.tags ?? []).includes(tag), exportName: `${tag.replace(/-(\w)/g, (_, c) => c.toUpperCase())}Api` },
    ]),
  ),
};

export default config;
