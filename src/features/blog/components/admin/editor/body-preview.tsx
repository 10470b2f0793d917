'use client';

import { LoaderCircle, RotateCw } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { POST_BODY_CLASS } from '../../post-body-class';

/** The admin route that renders a body as the public page does (src/features/blog/preview-handler.ts). */
export const BLOG_PREVIEW_ENDPOINT = '/api/admin/blog-preview';

/** Quiet time after typing before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

type Preview = { html: string; status: 'idle' | 'loading' | 'ready' | 'failed' };

/**
 * The live preview's data: `request(content)` asks the server for the body's HTML after a short
 * pause (at once with `immediately`); a newer request cancels an older one, an empty body needs
 * no request. On failure the last good HTML stays, marked failed.
 */
export function useBodyPreview() {
  const [preview, setPreview] = useState<Preview>({ html: '', status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<AbortController | null>(null);
  const last = useRef<string | null>(null);

  const load = useCallback(async (content: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    running.current?.abort();
    last.current = content;
    if (!content.trim()) {
      running.current = null;
      setPreview({ html: '', status: 'ready' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setPreview((previous) => ({ ...previous, status: 'loading' }));
    try {
      const response = await fetch(BLOG_PREVIEW_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
        signal: controller.signal,
        cache: 'no-store',
      });
      const data: unknown = response.ok ? await response.json() : null;
      const html = (data as { html?: unknown } | null)?.html;
      if (typeof html !== 'string') throw new Error(`preview: ${response.status}`);
      if (running.current === controller) setPreview({ html, status: 'ready' });
    } catch {
      if (running.current === controller)
        setPreview((previous) => ({ ...previous, status: 'failed' }));
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  const request = useCallback(
    (content: string, { immediately = false } = {}) => {
      if (timer.current) clearTimeout(timer.current);
      if (content === last.current && !immediately) return;
      if (immediately) void load(content);
      else timer.current = setTimeout(() => void load(content), PREVIEW_DELAY_MS);
    },
    [load],
  );

  /** Stops waiting and loading (the preview was hidden). */
  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    running.current?.abort();
    running.current = null;
    last.current = null;
    setPreview((previous) => ({ ...previous, status: 'idle' }));
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      running.current?.abort();
    },
    [],
  );

  return { preview, request, stop, retry: () => last.current !== null && load(last.current) };
}

/**
 * The body as visitors will get it: the server's rendering (the public page's renderer and
 * sanitizer) in the public post body's styles. Links open in a new tab, so following one never
 * leaves the form.
 */
export function BodyPreview({
  id,
  preview,
  onRetry,
  lang,
  dir,
  className,
}: {
  id: string;
  preview: Preview;
  onRetry: () => void;
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  className?: string;
}) {
  const t = useTranslations('backOffice.blogAdmin.editor.preview');
  const body = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  // The HTML is the server's; only its links change, to open in a new tab.
  useLayoutEffect(() => {
    for (const link of body.current?.querySelectorAll('a') ?? []) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
  }, [preview.html]);

  const loading = preview.status === 'loading';
  return (
    <div id={id} className={cardClass(cn('flex min-w-0 flex-col overflow-hidden', className))}>
      <div className="flex min-h-12 items-center justify-between gap-3 border-b border-line bg-cream px-4 py-2">
        <p className="font-bold">
          <span id={titleId}>{t('title')}</span>
          <span className="ms-2 hidden text-sm font-normal text-ink-soft @lg:inline">
            {t('hint')}
          </span>
        </p>
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex items-center gap-1.5 text-sm text-ink-soft transition-opacity',
            loading ? 'opacity-100 delay-300' : 'opacity-0',
          )}
        >
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" />
          {t('loading')}
        </span>
      </div>
      {/* Said once when it happens, not on every keystroke. */}
      <div aria-live="polite" className="empty:hidden">
        {preview.status === 'failed' && (
          <div className="flex flex-wrap items-center gap-3 border-b border-closed/30 bg-closed-bg px-4 py-2 text-sm font-semibold text-closed">
            <span className="flex-1">{t('failed')}</span>
            <Button variant="ghost" className="min-h-11 text-closed" onClick={onRetry}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('retry')}
            </Button>
          </div>
        )}
      </div>
      <div
        // A long body scrolls inside the card: reachable by keyboard too. Named "תצוגה מקדימה"
        // only: with the field's label in it, tests and tools looking the field up by its label
        // would find the preview too.
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        lang={lang}
        dir={dir}
        className={cn(
          'max-h-[32rem] min-h-40 flex-1 overflow-y-auto p-4 transition-opacity focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand md:p-6',
          loading && 'opacity-70 delay-300',
        )}
      >
        {preview.html ? (
          <div
            ref={body}
            data-testid="body-preview"
            className={POST_BODY_CLASS}
            // Safe: the HTML comes from our own preview route, which renders and sanitizes it
            // with the public page's renderBody (sanitize-html and the spec's allow-list).
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        ) : (
          <p className="text-ink-soft">{t('empty')}</p>
        )}
      </div>
    </div>
  );
}
