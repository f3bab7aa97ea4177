// Bundles each server entry point into one ESM file under dist/server. Our workspace packages
// (TypeScript sources) are bundled in; installed packages stay external and load from node_modules.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const services = readdirSync(path.join(root, 'services')).filter((name) =>
  existsSync(path.join(root, 'services', name, 'src', 'main.ts')),
);

const entryPoints = {
  standalone: 'gateway/src/standalone.ts',
  gateway: 'gateway/src/main.ts',
  topology: 'infra/topology.ts',
  'db-setup': 'infra/db-setup.ts',
  'make-secrets': 'infra/make-secrets.ts',
  'admin-role': 'services/auth/src/admin-role.ts',
  ...Object.fromEntries(services.map((name) => [name, `services/${name}/src/main.ts`])),
};

const keepWorkspacesInBundle = {
  name: 'externalize-installed-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hub/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: root,
  entryPoints,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepWorkspacesInBundle],
});
console.log(`built ${Object.keys(entryPoints).length} server entry points into dist/server`);
