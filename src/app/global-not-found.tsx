/* eslint-disable @next/next/no-html-link-for-pages -- these links leave this root layout, so a full page load happens anyway */
import './globals.css';
import type { Metadata } from 'next';
import { buttonClass } from '@/components/ui/button';
import { fontVariables } from './fonts';
import he from '../../messages/he.json';
import en from '../../messages/en.json';

export const metadata: Metadata = { title: `${he.notFound.title} | ${en.notFound.title}` };

/**
 * The 404 for paths outside the public site's [locale] tree (API, uploads, unknown sections),
 * where the route gives no language: Hebrew first, with the English text and link beside it.
 */
export default function GlobalNotFound() {
  return (
    <html lang="he" dir="rtl" className={fontVariables}>
      <body className="flex min-h-dvh items-center justify-center bg-cream p-6 text-center">
        <main className="max-w-xl">
          <p className="text-7xl font-extrabold text-brand" aria-hidden="true">
            404
          </p>
          <h1 className="mt-4 text-3xl">{he.notFound.title}</h1>
          <p className="mt-3 text-lg text-ink-soft">{he.notFound.text}</p>
          <a href="/" className={buttonClass('primary', 'mt-6')}>
            {he.notFound.home}
          </a>
          <div lang="en" dir="ltr" className="mt-10 border-t border-line pt-6">
            <h2 className="text-xl">{en.notFound.title}</h2>
            <p className="mt-2 text-ink-soft">{en.notFound.text}</p>
            <a
              href="/en"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline"
            >
              {en.notFound.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
