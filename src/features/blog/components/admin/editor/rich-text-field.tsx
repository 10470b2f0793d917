'use client';

import {
  Bold,
  Eye,
  EyeOff,
  Italic,
  Link2,
  Underline,
  type IconComponent,
} from '@/components/icons';
import { useFormatter, useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useHydrated } from '@/components/ui/use-hydrated';
import { BodyPreview, useBodyPreview } from './body-preview';
import { LinkDialog, type LinkTarget } from './link-dialog';
import {
  linkTextOf,
  toggleInlineStyle,
  type InlineStyle,
  type LinkTextProblem,
  type TextEdit,
} from './markup';

export type RichTextFieldProps = {
  /** The textarea's name: the form reads it with FormData. */
  name: string;
  label: ReactNode;
  /** The text the field starts with (uncontrolled: the form is never reset). */
  defaultValue?: string;
  /** Why the value was refused; marks the textarea invalid. */
  error?: ReactNode;
  /** Shown as "1,234 / 100,000 תווים"; over it the count turns red (the server refuses it). */
  maxLength?: number;
  /** Language and direction of the text (an English body in the Hebrew back office: en, ltr). */
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  /** A hint under the field. */
  description?: ReactNode;
  required?: boolean;
  /** The textarea's height in lines. */
  rows?: number;
  id?: string;
};

type Tool = {
  key: InlineStyle | 'link';
  icon: IconComponent;
  /** The letter of its Ctrl/⌘ shortcut. */
  letter: 'b' | 'i' | 'u' | 'k';
};

const TOOLS: readonly Tool[] = [
  { key: 'bold', icon: Bold, letter: 'b' },
  { key: 'italic', icon: Italic, letter: 'i' },
  { key: 'underline', icon: Underline, letter: 'u' },
  { key: 'link', icon: Link2, letter: 'k' },
];

/** The Latin letter of a shortcut key, also on a Hebrew (or any other) keyboard layout. */
function shortcutLetter(event: KeyboardEvent): string | null {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  const code = /^Key([A-Z])$/.exec(event.code)?.[1];
  return code ? code.toLowerCase() : null;
}

/**
 * The post body's field with the rich-text helper (spec back-office §5, issue 10): a labelled
 * `<textarea name>` read by the form through FormData, a toolbar above it — Bold (`**`), Italic
 * (`*`), Underline (`<u>…</u>`), Link (`[text](url)`; asks to select text first; the address is
 * checked) — with Ctrl/⌘+B, I, U and K on the textarea, the character count against
 * `maxLength`, and a live preview of the body as visitors get it (the server's renderer and
 * sanitizer), side by side when the field is wide enough, below it otherwise, and hideable.
 *
 * Edits go through the browser's own editing (`execCommand('insertText')`), so Ctrl+Z undoes
 * them and the form's input listeners (autosave) hear them; where that is missing the value is
 * set and an `input` event dispatched.
 */
export function RichTextField({
  name,
  label,
  defaultValue = '',
  error,
  maxLength,
  lang,
  dir,
  description,
  required,
  rows = 16,
  id: givenId,
}: RichTextFieldProps) {
  const t = useTranslations('backOffice.blogAdmin.editor');
  const format = useFormatter();
  // Typing before React runs would be lost and the buttons would do nothing: wait for it.
  const hydrated = useHydrated();
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [length, setLength] = useState(defaultValue.length);
  const [activeTool, setActiveTool] = useState(0);
  const [notice, setNotice] = useState<{ reason: LinkTextProblem; n: number } | null>(null);
  const [link, setLink] = useState<LinkTarget | null>(null);
  const [showPreview, setShowPreview] = useState(true);
  const { preview, request, stop, retry } = useBodyPreview();

  const ids = {
    toolbar: `${id}-toolbar`,
    notice: `${id}-notice`,
    description: `${id}-description`,
    count: `${id}-count`,
    error: `${id}-error`,
    preview: `${id}-preview`,
  };
  const describedBy = [description && ids.description, ids.count, error && ids.error]
    .filter(Boolean)
    .join(' ');

  // The preview follows the text while shown (and starts with the text the field opens with).
  useEffect(() => {
    if (!showPreview) {
      stop();
      return;
    }
    request(textarea.current?.value ?? '', { immediately: true });
  }, [showPreview, request, stop]);

  /** After any change of the text: the count, the preview, and no stale link notice. */
  function changed() {
    const value = textarea.current?.value ?? '';
    setLength(value.length);
    setNotice(null);
    if (showPreview) request(value);
  }

  function apply(edit: TextEdit) {
    const field = textarea.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(edit.from, edit.to);
    let done = false;
    try {
      // The browser's own edit: undoable, and it fires the `input` event.
      done = document.execCommand('insertText', false, edit.text);
    } catch {
      done = false;
    }
    if (!done) {
      field.setRangeText(edit.text, edit.from, edit.to, 'end');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    field.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    changed();
  }

  function runTool(tool: Tool['key']) {
    const field = textarea.current;
    if (!field) return;
    const selection = { value: field.value, start: field.selectionStart, end: field.selectionEnd };
    if (tool !== 'link') {
      apply(toggleInlineStyle(selection, tool));
      return;
    }
    const target = linkTextOf(selection);
    if (!target.ok) {
      setNotice((previous) => ({ reason: target.reason, n: (previous?.n ?? 0) + 1 }));
      field.focus();
      return;
    }
    setNotice(null);
    setLink({ value: field.value, start: target.from, end: target.to, text: target.text });
  }

  function onTextareaKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = TOOLS.find((candidate) => candidate.letter === shortcutLetter(event));
    if (!tool) return;
    event.preventDefault();
    runTool(tool.key);
  }

  /** Arrow keys move between the toolbar's buttons (one tab stop for the whole toolbar). */
  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = toolbar.current ? getComputedStyle(toolbar.current).direction === 'rtl' : true;
    const step =
      event.key === 'ArrowRight' ? (rtl ? -1 : 1) : event.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    let next = activeTool;
    if (step) next = (activeTool + step + TOOLS.length) % TOOLS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TOOLS.length - 1;
    else return;
    event.preventDefault();
    setActiveTool(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  const overBy = maxLength !== undefined ? length - maxLength : 0;

  return (
    <div className="@container" data-rich-text={name}>
      <div className="grid gap-4 @4xl:grid-cols-2 @4xl:items-start">
        <div className="min-w-0">
          <Label htmlFor={id}>
            {label}
            {required && (
              <span aria-hidden="true" className="ms-1 text-brand">
                *
              </span>
            )}
          </Label>
          <div className="mt-1.5 flex flex-wrap items-center justify-between gap-2 rounded-t-xl border border-b-0 border-ink/25 bg-cream px-1.5 py-1">
            <div
              ref={toolbar}
              id={ids.toolbar}
              role="toolbar"
              aria-label={t('toolbar')}
              aria-controls={id}
              onKeyDown={onToolbarKeyDown}
              className="flex items-center gap-1"
            >
              {TOOLS.map((tool, index) => {
                const Icon = tool.icon;
                const shortcut = `Ctrl+${tool.letter.toUpperCase()}`;
                return (
                  <button
                    key={tool.key}
                    type="button"
                    tabIndex={index === activeTool ? 0 : -1}
                    disabled={!hydrated}
                    aria-keyshortcuts={`Control+${tool.letter.toUpperCase()} Meta+${tool.letter.toUpperCase()}`}
                    title={t('shortcut', { tool: t(`tools.${tool.key}`), shortcut })}
                    // The textarea keeps its focus and selection on a mouse click.
                    onMouseDown={(event: MouseEvent) => event.preventDefault()}
                    onFocus={() => setActiveTool(index)}
                    onClick={() => runTool(tool.key)}
                    className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <Icon aria-hidden="true" className="size-5" strokeWidth={2.5} />
                    <span className="sr-only">{t(`tools.${tool.key}`)}</span>
                  </button>
                );
              })}
            </div>
            <Button
              variant="ghost"
              className="min-h-11 px-3 text-sm"
              aria-expanded={showPreview}
              aria-controls={ids.preview}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setShowPreview((shown) => !shown)}
            >
              {showPreview ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
              {showPreview ? t('preview.hide') : t('preview.show')}
            </Button>
          </div>
          <Textarea
            ref={textarea}
            id={id}
            name={name}
            rows={rows}
            lang={lang}
            dir={dir}
            defaultValue={defaultValue}
            disabled={!hydrated}
            invalid={Boolean(error)}
            aria-required={required || undefined}
            aria-describedby={describedBy}
            onInput={changed}
            onKeyDown={onTextareaKeyDown}
            className="rounded-t-none font-sans leading-7"
          />
          <div id={ids.notice} role="alert" className="empty:hidden">
            {notice && (
              <p
                key={notice.n}
                className="mt-1.5 rounded-lg bg-soon-bg px-3 py-2 text-sm font-semibold text-soon"
              >
                {t(notice.reason === 'multiline' ? 'linkOneLine' : 'selectFirst')}
              </p>
            )}
          </div>
          <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
            {description ? (
              <p id={ids.description} className="text-ink-soft">
                {description}
              </p>
            ) : (
              <span />
            )}
            <p
              id={ids.count}
              className={cn('tabular-nums', overBy > 0 ? 'font-bold text-closed' : 'text-ink-soft')}
            >
              {maxLength === undefined
                ? t('count', { count: format.number(length) })
                : t('countOf', { count: format.number(length), max: format.number(maxLength) })}
              {overBy > 0 && <> · {t('overBy', { count: format.number(overBy) })}</>}
            </p>
          </div>
          {error && (
            <p id={ids.error} className="mt-1.5 text-sm font-semibold text-closed">
              {error}
            </p>
          )}
        </div>
        {showPreview && (
          <BodyPreview
            id={ids.preview}
            preview={preview}
            onRetry={retry}
            lang={lang}
            dir={dir}
            className="@4xl:mt-8"
          />
        )}
        {!showPreview && <div id={ids.preview} hidden />}
      </div>
      <LinkDialog
        target={link}
        onClose={() => setLink(null)}
        onInsert={apply}
        textarea={textarea}
      />
    </div>
  );
}
