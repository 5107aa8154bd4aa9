import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { webManifestSource } from '../src/web-manifest.ts';

// What the web shell reads of the contract as data (src/web-manifest.generated.ts).
const target = fileURLToPath(new URL('../src/web-manifest.generated.ts', import.meta.url));
writeFileSync(target, webManifestSource());
console.log(`written: ${target}`);
