// Sets one namespace of messages/<locale>.json from a JSON file, keeping the rest:
//   node scripts/set-messages.mjs <he|en> <namespace> <fragment.json>
// The namespace may be a dotted path ("backOffice.blogAdmin.form"); missing levels are created.
// Lets several people add their own namespaces without overwriting each other's.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [locale, namespace, fragmentFile] = process.argv.slice(2);
if (!['he', 'en'].includes(locale) || !namespace || !fragmentFile) {
  console.error('usage: node scripts/set-messages.mjs <he|en> <namespace> <fragment.json>');
  process.exit(2);
}
const file = `messages/${locale}.json`;
const messages = JSON.parse(readFileSync(file, 'utf8'));
const path = namespace.split('.');
const last = path.pop();
let parent = messages;
for (const key of path) parent = parent[key] ??= {};
parent[last] = JSON.parse(readFileSync(fragmentFile, 'utf8'));
const tmp = `${file}.${process.pid}.tmp`;
writeFileSync(tmp, `${JSON.stringify(messages, null, 2)}\n`);
renameSync(tmp, file);
console.log(`${file}: ${namespace} set`);
