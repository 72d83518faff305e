// The web app's import boundaries, as Biome rules in apps/web/biome.json, generated from its folders:
// shared code (src/components, src/lib) imports no app code and no feature; a feature imports neither src/app
// nor another feature; nothing imports the server. One zone per folder of src/features.
//   node scripts/web-lint-zones.mjs           writes apps/web/biome.json (run after adding a feature)
//   node scripts/web-lint-zones.mjs --check   fails if the file is not what its folders give (npm run lint)
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps', 'web');
const configPath = path.join(web, 'biome.json');

const SERVER_ONLY = {
  group: ['@cakemix/server*', 'fastify*', 'drizzle-orm*', 'pg'],
  message: 'The web app talks to the server over HTTP only.',
};

function zone(includes, patterns) {
  return {
    includes,
    linter: {
      rules: {
        style: { noRestrictedImports: { level: 'error', options: { patterns: [SERVER_ONLY, ...patterns] } } },
      },
    },
  };
}

/** Every other feature, reached by a relative path from any depth or through a path naming src/features. */
function otherFeatures(feature, features) {
  const others = features.filter((name) => name !== feature);
  return {
    group: others.flatMap((name) => [`../**/${name}/**`, `**/features/${name}/**`]),
    message: 'Features never import each other; move shared code to src/components or src/lib.',
  };
}

export function webLintConfig(features) {
  return {
    $schema: '../../node_modules/@biomejs/biome/configuration_schema.json',
    root: false,
    extends: '//',
    overrides: [
      zone(
        ['src/components/**', 'src/lib/**'],
        [
          {
            group: ['**/app/**', '**/features/**'],
            message: 'Shared code (src/components, src/lib) must not depend on the app or on a feature.',
          },
        ],
      ),
      ...features.map((feature) =>
        zone(
          [`src/features/${feature}/**`],
          [
            {
              group: ['**/app/**'],
              message: 'Features do not import src/app: the app composes the features.',
            },
            otherFeatures(feature, features),
          ],
        ),
      ),
    ],
  };
}

const features = readdirSync(path.join(web, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const wanted = webLintConfig(features);

if (process.argv.includes('--check')) {
  const current = JSON.parse(readFileSync(configPath, 'utf8'));
  if (JSON.stringify(current) !== JSON.stringify(wanted)) {
    console.error(
      'apps/web/biome.json is not what the feature folders give: run node scripts/web-lint-zones.mjs',
    );
    process.exit(1);
  }
} else {
  writeFileSync(configPath, `${JSON.stringify(wanted, null, 2)}\n`);
  execFileSync('npx', ['biome', 'format', '--write', configPath], { cwd: root, stdio: 'inherit' });
  console.log(`apps/web/biome.json: zones for ${features.join(', ')}`);
}
