// Adds package-lock entries for optional platform binaries that this workplace's npm registry does not carry
// (e.g. @biomejs/cli-win32-x64@2.6.8). `npm install` drops what it cannot fetch, and `npm ci` then refuses
// the lock as out of sync. The entries only describe those packages, without an integrity (the registry has
// neither the tarball nor its checksum): npm never downloads a package whose os, cpu or libc does not match
// the machine. Run after `npm install` changes the lock: node scripts/lock-foreign-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

/** os/cpu/libc of a platform package, read from its name (cli-<os>-<cpu>[-musl]). */
function platformOf(name) {
  const match =
    /-(android|darwin|linux|win32|freebsd|openbsd|sunos|aix|netbsd)-(arm64|x64|arm|ia32|ppc64|s390x|riscv64|loong64)(-(musl|gnu|msvc|gnueabihf))?$/.exec(
      name,
    );
  if (!match) return undefined;
  const platform = { os: [match[1]], cpu: [match[2]] };
  if (match[4] === 'musl') platform.libc = ['musl'];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+$/.test(version)) continue;
    const bare = name.split('/').pop();
    packages[key] = {
      version,
      resolved: `https://registry.npmjs.org/${name}/-/${bare}-${version}.tgz`,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
// Described, not verified: npm has no checksum to test them against (decision 009 says what that means).
const unverified = Object.entries(lock.packages)
  .filter(([, entry]) => entry.optional && entry.os && !entry.integrity)
  .map(([key, entry]) => `${key.replace(/^.*node_modules\//, '')}@${entry.version}`);
console.log(`lock: ${added} foreign-platform optional packages described`);
if (unverified.length > 0)
  console.log(`lock: described without an integrity (see decision 009): ${unverified.join(', ')}`);
