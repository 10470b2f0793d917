import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

// Icons come from the sprite; a direct Lucide import would put the icon's paths back in pages.
const lucideImport = {
  name: 'lucide-react',
  message: "Import icons from '@/components/icons' (export a new one there, then `npm run icons`).",
};

// Toasts go through '@/components/ui/toaster', which keeps Sonner out of a page's first load.
const sonnerImport = {
  name: 'sonner',
  message: "Import toast from '@/components/ui/toaster' (it loads Sonner when needed).",
};

/** A feature's modules that other features may import. */
const PUBLIC_MODULES = ['queries', 'localize', 'metadata'];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** no-restricted-imports with the site-wide paths plus these patterns. */
const restrictImports = (patterns) => ({
  'no-restricted-imports': ['error', { paths: [lucideImport, sonnerImport], patterns }],
});

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      '.next-*/**',
      'node_modules/**',
      '.next/**',
      '.data/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [lucideImport, sonnerImport] }] },
  },
  {
    // Imports flow app -> features -> components/lib -> db -> config; lower layers never reach up.
    files: ['src/lib/**', 'src/components/**'],
    rules: restrictImports([
      {
        group: ['@/app/*', '@/features/*'],
        message: 'Lower layers must not import app or features.',
      },
    ]),
  },
  {
    files: ['src/db/**'],
    rules: restrictImports([
      {
        group: ['@/app/*', '@/features/*', '@/lib/*', '@/components/*'],
        message: 'The database layer imports only config (env) and packages.',
      },
    ]),
  },
  {
    files: ['src/config/**'],
    rules: restrictImports([
      {
        group: ['@/app/*', '@/features/*', '@/lib/*', '@/components/*', '@/db/*', '@/db'],
        message: 'Config is the bottom layer: it imports only packages and itself.',
      },
    ]),
  },
  // A feature uses another only through its public modules, so a feature's insides can change
  // without breaking another (tests may reach further).
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: restrictImports([
      {
        regex: `^@/features/(?!${feature}/|catalogue/)[^/]+/(?!(?:${PUBLIC_MODULES.join('|')})$)`,
        message: `Another feature only through its public modules (${PUBLIC_MODULES.join(', ')}), or the catalogue kit.`,
      },
    ]),
  })),
  {
    // The history's registry of content kinds restores a revision through each kind's own save
    // (same slug checks, moves, redirects and publishing rules), so it alone reaches those saves.
    files: ['src/features/revisions/kinds.ts'],
    rules: restrictImports([
      {
        regex: `^@/features/(?!revisions/|catalogue/)[^/]+/(?!(?:${[...PUBLIC_MODULES, 'save-post', 'save-machine', 'offer-save', 'schemas', 'catalogue-table'].join('|')})$)`,
        message: "The revisions registry reaches only the kinds' saves, schemas and tables.",
      },
    ]),
  },
  {
    // No import cycles: a cycle means two modules can't be read, tested or loaded apart.
    files: ['src/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The one home of Sonner (type imports, and the import() that loads it).
    files: ['src/components/ui/toaster.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [lucideImport] }] },
  },
];
export default config;
