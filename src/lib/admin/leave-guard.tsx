'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

type Pending = { kind: 'link'; anchor: HTMLAnchorElement } | { kind: 'history'; key: string };

/*
 * The Navigation API (Chromium-based browsers since 102; cancelable Back/Forward since 123;
 * Firefox and Safari more recently). TypeScript's DOM library does not describe it yet.
 */
type NavigateEventLike = Event & {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  destination: { key: string; sameDocument: boolean };
};
type NavigationLike = EventTarget & {
  traverseTo: (key: string) => { finished: Promise<unknown>; committed: Promise<unknown> };
};
const navigationApi = (): NavigationLike | undefined =>
  (window as unknown as { navigation?: NavigationLike }).navigation;

/** Whether a click on `anchor` would take this tab to another page of this site. */
function leavesPage(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false; // a new tab or window, a download: the form stays
  if (anchor.hasAttribute('download')) return false;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return false;
  let url: URL;
  try {
    url = new URL(anchor.href, window.location.href);
  } catch {
    return false;
  }
  // Another site: the browser's own question (beforeunload) asks.
  if (url.origin !== window.location.origin) return false;
  const here = new URL(window.location.href);
  // A jump within this page.
  return !(url.pathname === here.pathname && url.search === here.search && url.hash !== '');
}

/**
 * Asks before leaving a page with a form with unsaved changes (issue 10, "leaving the form with
 * unsaved changes asks first"; the blog post page and any open add/edit dialog), while `when` is
 * true:
 *
 * - closing the tab, reloading, typing another address, or any full-page navigation: the
 *   browser's own question (`beforeunload`; browsers show their own text);
 * - clicking a link to another page of the site (the back-office menu, "back to the list"…):
 *   this dialog, before the navigation starts (a capture-phase click listener stops it before
 *   Next's Link sees it); "לצאת" repeats the click. Links opening a new tab, modified clicks
 *   (Ctrl/⌘/Shift/Alt), downloads and in-page anchors are left alone;
 * - the browser's Back/Forward buttons (and history.back()) between pages of the app: the step is
 *   cancelled before it happens (the Navigation API's cancelable `navigate` event, so Next's
 *   router never sees it) and this dialog asks; "לצאת" takes the same step. Browsers cancel a
 *   Back press only after the admin has interacted with the page since the last cancel (an
 *   anti-trap rule); otherwise, and in browsers without the Navigation API, the step happens
 *   without asking — the local copy (useLocalDraft) is then offered when the form is opened
 *   again. Back to a page outside the app (another document) gets the browser's own question.
 *
 * Not covered: navigation started by code (`router.push` after a save: call the draft's
 * `clear()` first, so `when` is false).
 *
 * `keepsCopy` says the form keeps a local copy (useLocalDraft with a key), so the dialog says the
 * changes can be restored later.
 */
export function LeaveGuard({ when, keepsCopy = false }: { when: boolean; keepsCopy?: boolean }) {
  const t = useTranslations('backOffice.unsavedChanges.leave');
  const [pending, setPending] = useState<Pending | null>(null);
  /** The admin chose to leave: no more questions until the next edit. */
  const leaving = useRef(false);
  /** The click we repeat after "leave": let it through. */
  const passing = useRef(false);

  useEffect(() => {
    if (!when) return;
    leaving.current = false;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to ask.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (passing.current || leaving.current || event.defaultPrevented) return;
      const anchor =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor || !leavesPage(event, anchor)) return;
      event.preventDefault();
      // Capture phase on the document: React (and Next's Link) never see this click.
      event.stopPropagation();
      setPending({ kind: 'link', anchor });
    };

    const onNavigate = (event: Event) => {
      const navigate = event as NavigateEventLike;
      if (leaving.current || navigate.navigationType !== 'traverse') return;
      // Another document: beforeunload asks. Not cancelable: the browser does not allow it now.
      if (!navigate.destination.sameDocument || !navigate.cancelable) return;
      navigate.preventDefault();
      setPending({ kind: 'history', key: navigate.destination.key });
    };

    // Chose to leave but still here (a link to this same page): a new edit asks again.
    const onInput = () => {
      leaving.current = false;
    };

    const navigation = navigationApi();
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    document.addEventListener('input', onInput, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
      document.removeEventListener('input', onInput, true);
    };
  }, [when]);

  // Saved in the meantime (or the changes were undone): no question left to ask.
  const open = when && pending !== null;

  function leave() {
    const step = pending;
    setPending(null);
    if (!step) return;
    // No more questions: the step below (and its beforeunload, if it leaves the document) passes.
    leaving.current = true;
    if (step.kind === 'history') {
      // Its navigate event fires later (traversals are queued): `leaving` lets it through.
      const traversal = navigationApi()?.traverseTo(step.key);
      traversal?.committed.catch(() => {});
      traversal?.finished.catch(() => {});
      return;
    }
    if (!step.anchor.isConnected) {
      window.location.assign(step.anchor.href);
      return;
    }
    // The same click again, this time let through to the link (and Next's Link).
    passing.current = true;
    try {
      step.anchor.click();
    } finally {
      passing.current = false;
    }
  }

  return (
    <UnsavedChangesDialog
      open={open}
      onStay={() => setPending(null)}
      onLeave={leave}
      title={t('title')}
      description={keepsCopy ? t('descriptionWithCopy') : t('description')}
      stayLabel={t('stay')}
      leaveLabel={t('leave')}
    />
  );
}
