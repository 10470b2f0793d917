import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

// Icons come from the sprite; a direct Lucide import would put the icon's paths back in pages.
const lucideImport = {
  name: 'lucide-react',
  message: "Import icons from '@/components/icons' (export a new one there, then `npm run icons`).",
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
    rules: { 'no-restricted-imports': ['error', { paths: [lucideImport] }] },
  },
  {
    // Imports flow app -> features -> components/lib/db; the db and lib layers never reach up.
    files: ['src/db/**', 'src/lib/**', 'src/components/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [lucideImport],
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
];
export default config;
