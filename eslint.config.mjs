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
    // Imports flow app -> features -> components/lib/db; the db and lib layers never reach up.
    files: ['src/db/**', 'src/lib/**', 'src/components/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [lucideImport, sonnerImport],
          patterns: [
            {
              group: ['@/app/*', '@/features/*'],
              message: 'Lower layers must not import app or features.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one home of Sonner (type imports, and the import() that loads it).
    files: ['src/components/ui/toaster.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [lucideImport] }] },
  },
];
export default config;
